import { advertEndpoints } from '@kg/domain';
import { downloadEndpoint } from './endpoint-download';

/** A document's file, through the server (which checks who asks). */
export const documentApi = {
  download: (id: string) => downloadEndpoint(advertEndpoints.downloadDocument, { id }),
};
