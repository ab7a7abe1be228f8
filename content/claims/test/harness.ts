import * as sourceModule from '../src';
import { instrumentDOProject } from '@lumenize/testing';

const instrumented = instrumentDOProject(sourceModule);

export const { Echo, Chat, Table, Guarded, Doorkeeper, LumenizeClientGateway } = instrumented.dos;
export default instrumented;
