export default {
  internal: 'Something went wrong inside Diagonal ({{detail}}). Nothing was saved; please try again.',
  unknownMethod: 'Unknown action "{{method}}". Check the name of the API method.',
  invalidInput: 'The request for "{{method}}" is not valid: {{issues}}.',
};
