import { wmsTransactionResource } from '@agvs/contract';
import { WmsList } from './WmsList';

/** The journal of every booking (read-only). */
export default function TransactionList() {
  return <WmsList manifest={wmsTransactionResource} entity="transaction" />;
}
