import type { DictShape } from '@kg/domain';
import type { errors as source } from '../zh-CN/errors';

export const errors: DictShape<typeof source> = {
  page401: {
    title: '401',
    subTitle: 'Sorry, you are not authorised to access this page.',
  },
  page404: {
    title: '404',
    subTitle: 'Sorry, the page you visited does not exist.',
  },
  page500: {
    title: '500',
    subTitle: 'Sorry, something went wrong on the server. Please try again later.',
  },
  pageLoad: {
    failedTitle: 'The page failed to load',
    failedSubTitle: 'The page could not be loaded; the network may be down or the system was updated. Please retry.',
    timeoutTitle: 'The page took too long to load',
    timeoutSubTitle: 'Loading the page took too long. Please check your network and retry.',
  },
  unexpected: {
    title: 'Something went wrong',
    subTitle: 'An error occurred on this page. Please retry or go back home.',
  },
};
