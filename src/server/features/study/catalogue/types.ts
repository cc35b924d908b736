import type { LearnerLevel, StudyDomain } from '../../../../shared/schemas/ai';
import type {
  CertificationAvailability,
  CertificationLevel,
  CertificationType,
  StudyDifficulty,
} from '../../../../shared/study/certifications';
import type { OfficialResources } from '../../../../shared/study/resources';

/** One certification of the catalogue (spec 3 §3 field names). Facts only: real names, bodies and exam codes. */
export interface CatalogueCertification {
  id: string;
  name: string;
  organization: string;
  description: string;
  keywords: string[];
  tags: string[];
  domain_code: StudyDomain;
  level: CertificationLevel;
  type: CertificationType;
  estimated_study_hours: number;
  difficulty: StudyDifficulty;
  official_resources?: OfficialResources;
  exam_codes: string[];
  availability: CertificationAvailability;
}

/** One syllabus topic with the lesson text the tutor teaches and quizzes are built from. */
export interface CatalogueTopic {
  /** Stable within its certification (progress and paths refer to it): e.g. `220-1201-2.1`. */
  key: string;
  /** Exam part and domain, e.g. "Core 1 (220-1201) · 2.0 Networking". */
  section: string;
  /** Official objective number, when the outline numbers its objectives. */
  objective: string | null;
  title: string;
  summary: string;
  content: string;
  level: LearnerLevel;
  estimatedMinutes: number;
  tags: string[];
  sources: { title: string; url?: string }[];
}
