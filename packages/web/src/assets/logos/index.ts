import aap from './aap.svg';
import agvs from './agvs.svg';
import bhs from './bhs.svg';
import cubic from './cubic.svg';
import inspro from './inspro.svg';
import jd from './jd.svg';
import jn from './jn.svg';
import kuka from './kuka.svg';
import mushiny from './mushiny.svg';
import phoenix from './phoenix.svg';
import saic from './saic.svg';

/** Logo image of each brand; login themes and menu themes pick theirs from here. */
export const LOGOS = { aap, agvs, bhs, cubic, inspro, jd, jn, kuka, mushiny, phoenix, saic } as const;
export type LogoName = keyof typeof LOGOS;
