import common from './common';
import ratings from './ratings';
import errors from './errors';
import engine from './engine';
import pairing from './pairing';
import settings from './settings';
import menu from './menu';
import reports from './reports';
import ui from './ui';
import play from './play';
import day from './day';
import activity from './activity';
import arena from './arena';
import files from './files';
import storage from './storage';
import teamprint from './teamprint';
import teamui from './teamui';
import teams from './teams';
import site from './site';
import tiebreaks from './tiebreaks';
import terms from './terms';
import portal from './portal';
import portalprint from './portalprint';

export default {
  common,
  errors,
  engine,
  pairing,
  settings,
  reports,
  ui,
  ratings,
  menu,
  play,
  day,
  activity,
  storage,
  files,
  arena,
  teamprint,
  teamui,
  teams,
  site,
  tiebreaks,
  terms,
  portal,
  portalprint,
};
