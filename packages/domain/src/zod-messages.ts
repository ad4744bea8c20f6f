import { z } from 'zod';

/**
 * Zod's own messages become shared dictionary keys, so the server and the web translate every
 * validation message in the reader's language. Schemas that name their own key keep it.
 */
z.config({
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        if (issue.input === undefined || issue.input === null) return 'validation.required';
        return issue.expected === 'number' || issue.expected === 'int' ? 'validation.mustBeNumber' : 'validation.invalid';
      case 'too_big':
        return issue.origin === 'string' || issue.origin === 'array' ? 'validation.tooLong' : 'validation.outOfRange';
      case 'too_small':
        if (issue.origin === 'string' && issue.minimum === 1) return 'validation.required';
        return issue.origin === 'string' || issue.origin === 'array' ? 'validation.tooShort' : 'validation.outOfRange';
      case 'invalid_value':
      case 'invalid_union':
        return issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalidOption';
      case 'unrecognized_keys':
        return 'validation.unknownField';
      default:
        return 'validation.invalid';
    }
  },
});
