import common from './common';
import errors from './errors';
import pairing from './pairing';
import settings from './settings';
import reports from './reports';

export default { common, errors, pairing, settings, reports };
