/** Le portail des résultats sur papier (RULES.md R16.2-R16.3) : son adresse sur les feuilles de ronde. */
export default {
  sheet: 'Déclarez vos résultats sur le portail des résultats : scannez le code ou ouvrez {{url}}',
};
