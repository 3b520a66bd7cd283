export {
  PERSON_DATA_CATEGORIES,
  PERSON_DATA_CATEGORY_LABELS,
  PERSON_DATA_MESSAGES,
  type PersonDataCategory,
  type PersonDataExportRequest,
  personDataExportRequestSchema,
} from './person-data-export';
