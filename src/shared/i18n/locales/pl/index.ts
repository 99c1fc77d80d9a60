import common from './common';
import errors from './errors';
import settings from './settings';

export default { common, errors, settings };
