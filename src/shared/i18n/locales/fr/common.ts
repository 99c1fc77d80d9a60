export default {
  appName: 'Diagonal',
};
