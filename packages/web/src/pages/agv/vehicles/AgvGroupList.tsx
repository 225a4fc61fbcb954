import { agvGroupClassResource, agvGroupResource } from '@agvs/contract';
import type { FieldInput } from '../../../crud/ResourceForm';
import { useSiteChoices } from '../site/siteChoices';
import { useRowChoices } from './rowChoices';
import { choiceInput, VehicleSideList } from './VehicleSideList';

/** AGV groups: each may belong to a map and name its class. */
export default function AgvGroupList() {
  const classes = useRowChoices(agvGroupClassResource, 'classCode', 'className');
  const { maps } = useSiteChoices();
  const fieldInput: FieldInput = (field, props) => {
    if (field.name === 'groupClassId') return choiceInput(props, classes);
    if (field.name === 'mapId') return choiceInput(props, maps);
    return undefined;
  };
  return <VehicleSideList manifest={agvGroupResource} entity="group" fieldInput={fieldInput} />;
}
