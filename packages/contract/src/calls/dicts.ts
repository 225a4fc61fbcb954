import { z } from 'zod';
import { DictItem } from '../api/auth.js';
import { DictCodeParams, DictParams, LoadDictItemQuery, LoadDictQuery } from '../api/system.js';
import { defineCalls } from './define.js';

/** SPEC §7 "Auth/session" and "Dictionaries/generic": dictionary items in the caller's language (any signed-in user). */
export const DictCalls = defineCalls('dictionaries', {
  /**
   * SPEC §7 "Auth/session": GET /sys/dict/getDictItems/{code} → the dictionary's items
   * (SPEC §3 itemValue, itemText; the server also sends value/text/title, the console's names of the same, and color).
   * A dictionary-item call: sent without `_t`, so the browser may cache it.
   */
  getDictItems: {
    method: 'GET',
    path: '/sys/dict/getDictItems/:code',
    summary: "Items of a dictionary in the caller's language",
    access: { signedIn: true },
    params: DictCodeParams,
    response: z.array(DictItem),
    cacheable: true,
  },
  /** SPEC §7 "Auth/session": GET /sys/dict/queryAllDictItems → every dictionary's items by dictionary code (cached 7 days by the console). */
  queryAllDictItems: {
    method: 'GET',
    path: '/sys/dict/queryAllDictItems',
    summary: 'Items of every dictionary by code',
    access: { signedIn: true },
    response: z.record(z.string(), z.array(DictItem)),
  },
  /** SPEC §7 "Auth/session": GET /sys/dict/refleshCache (the SPEC's spelling), called before queryAllDictItems → null. */
  refleshCache: { method: 'GET', path: '/sys/dict/refleshCache', summary: 'Refresh the dictionary cache', access: { signedIn: true }, response: z.null() },
  /**
   * SPEC §7 "Dictionaries/generic": GET /sys/dict/loadDictItem/{dict} {key: comma-joined values} →
   * the texts of the values in the order asked (a value without an item stands for itself).
   */
  loadDictItem: {
    method: 'GET',
    path: '/sys/dict/loadDictItem/:dict',
    summary: 'Texts of the given values (key=v1,v2)',
    access: { signedIn: true },
    params: DictParams,
    query: LoadDictItemQuery,
    response: z.array(z.string()),
  },
  /** SPEC §7 "Dictionaries/generic": GET /sys/dict/loadDict/{dict} {keyword} → the items whose text or value contains it. */
  loadDict: {
    method: 'GET',
    path: '/sys/dict/loadDict/:dict',
    summary: 'Items matching a keyword',
    access: { signedIn: true },
    params: DictParams,
    query: LoadDictQuery,
    response: z.array(DictItem),
  },
});
