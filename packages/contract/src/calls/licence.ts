import { LicenceInfo, ServerInfos } from '../api/licence.js';
import { Perm } from '../permissions.js';
import { defineCalls } from './define.js';

/** SPEC §7 "Licence": the record of the licence in force (or the free allowance), and importing a signed licence file. */
export const LicenceCalls = defineCalls('licence', {
  /**
   * SPEC §7 "Licence": GET /license/common/getLicenseInfo (polled every 10 s while shown) → the
   * SPEC §3 "Licence" record: customerCode, customerName, notBefore, notAfter, timeRemainingStr,
   * timeWarning, agvNumber, equipmentNumbers, isValidAgvNumber, isValidEquipmentNumbers,
   * isAgvNumbersCheck, isEquipmentNumbersCheck, agvWarning, info, setAgvRemainingNumber.
   */
  getLicenseInfo: {
    method: 'GET',
    path: '/license/common/getLicenseInfo',
    summary: 'The licence record (polled by the header)',
    access: { perm: Perm.licenseView },
    response: LicenceInfo,
  },
  /**
   * SPEC §7 "Licence": POST /license/common/importLicenseUrl (multipart field `file`; code 201 is
   * failure, its message naming the file and why) → the licence record now in force.
   */
  importLicenseUrl: {
    method: 'POST',
    path: '/license/common/importLicenseUrl',
    summary: 'Import a signed licence file (multipart file); code 201 names what is wrong with it',
    access: { perm: Perm.licenseImport },
    body: 'multipart',
    response: LicenceInfo,
  },
  /**
   * SPEC §7 "Licence": GET /license/getServerInfos (opened in a new window in the SPEC; fields not
   * shown) → JSON {hostName, platform, arch, cpuCount, macAddresses, version, dialect}.
   */
  getServerInfos: {
    method: 'GET',
    path: '/license/getServerInfos',
    summary: 'This machine, for a licence request',
    access: { perm: Perm.licenseImport },
    response: ServerInfos,
  },
});
