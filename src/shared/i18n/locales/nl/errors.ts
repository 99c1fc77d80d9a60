export default {
  internal: 'Er ging iets mis in Diagonal ({{detail}}). Er is niets opgeslagen; probeer het opnieuw.',
  unknownMethod: 'Onbekende actie "{{method}}". Controleer de naam van de API-methode.',
  invalidInput: 'Het verzoek voor "{{method}}" is ongeldig: {{issues}}.',
};
