export default {
  internal:
    "Une erreur interne s'est produite dans Diagonal ({{detail}}). Rien n'a été enregistré ; réessayez.",
  unknownMethod: "Action inconnue « {{method}} ». Vérifiez le nom de la méthode de l'API.",
  invalidInput: "La requête pour « {{method}} » n'est pas valide : {{issues}}.",
};
