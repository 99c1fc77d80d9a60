/** Fichiers en entrée et en sortie : TRF, rapport de classement FMJD, exports DraughtArbiter. */
export default {
  trfImported: 'Importé de {{file}} : système suisse, {{rounds}} rondes, {{paired}} déjà appariées.',
  trfTooManyEntrants: 'Le fichier compte {{count}} participants ; un tournoi en accueille au plus {{max}}.',
  trfTwoLegs:
    '« {{name}} » se joue en deux parties par ronde (aller-retour) et le TRF n’a qu’une partie par ronde : impossible de l’écrire en TRF.',
};
