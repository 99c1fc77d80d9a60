export default {
  internal:
    'Coś poszło nie tak w programie Diagonal ({{detail}}). Nic nie zostało zapisane; spróbuj ponownie.',
  unknownMethod: 'Nieznana akcja „{{method}}”. Sprawdź nazwę metody API.',
  invalidInput: 'Żądanie „{{method}}” jest nieprawidłowe: {{issues}}.',
};
