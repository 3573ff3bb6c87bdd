import type { components, rules } from '@storefront/sdk';
import type { ClockState } from './clock.js';

/**
 * The world's records: the plain data one namespace holds (World) and every record in it. They live apart from
 * world.ts, which builds a world from the seed, so that the seed modules and uploads.ts (which world.ts imports)
 * can name them without importing world.ts back. Everything else names them through world.ts, which re-exports them.
 */
type S = components['schemas'];

export interface ProductTypeNode {
  id: number;
  brand_id: number;
  /** 0 for a top-level type. */
  pid: number;
  type_name: string;
  img_path_phone: string;
}

export interface CaseRecord extends Omit<S['CaseSummary'], 'is_fav'> {
  brand_id: number;
  case_subject_id: number;
  city_id: number;
  attr_ids: number[];
  views: number;
  sort_order: number;
}

export interface Region {
  datacenter: S['DataCenter'];
  brands: S['HomeBrand'][];
  productTypes: ProductTypeNode[];
  caseSubjects: S['HomeCaseSubject'][];
  cases: CaseRecord[];
  banners: S['Banner'][];
  hotwords: S['HotWord'][];
  ads: S['Advertisement'][];
  stores: S['Store'][];
  representative: S['SalesRepresentative'];
  position: S['Position'];
}

export interface TokenRecord {
  kind: 'guest' | 'user';
  datacenter_uuid: string;
  issued_at: number;
  expires_at: number;
  user_id: string;
  client_user_id: string;
}

export interface PendingFault {
  fault_id: number;
  operationId: string;
  kind: 'latency' | 'status' | 'drop';
  remaining: number;
  latency_ms: number;
  status: number;
  msg: string;
}

/** An account of one data centre. The simulator keeps the password as given (it is a test double). */
export interface UserRecord {
  client_user_id: string;
  datacenter_uuid: string;
  first_name: string;
  last_name: string;
  area_code: string;
  phone: string;
  email: string;
  password: string;
  country_id: number;
  state_id: number;
  city_id: number;
  gender: '1' | '2' | '';
  /** The sales representative (from the share link at registration). */
  user_id: string;
  headimg: string;
  /** '' when no account of that provider is linked. */
  facebook_uid: string;
  google_uid: string;
  reg_platform_type: string;
  share_client_user_id: string;
  created_at: number;
}

/** A social sign-in (thirdLogin is_fill 2) waiting to be completed by thirdFill. */
export interface PendingSocialRecord {
  client_user_id: string;
  datacenter_uuid: string;
  user_type: rules.SocialUserType;
  uid: string;
  created_at: number;
}

/** The last code sent for one (data centre, content, fun_type). */
export interface CodeRecord {
  datacenter_uuid: string;
  content: string;
  type: 1 | 2;
  fun_type: 1 | 2 | 3;
  code: string;
  sent_at: number;
  expires_at: number;
  /** Wrong tries so far (codes.ts caps them); absent in states saved before the cap. */
  wrong?: number;
}

/** Wrong passwords for one account (or one unknown user name) of one data centre. */
export interface LoginFailureRecord {
  datacenter_uuid: string;
  /** 'account:<client_user_id>' for an account, whichever of its names was typed; 'name:<user name>' for no account. */
  user_name: string;
  count: number;
  first_at: number;
  locked_until: number;
}

export interface Accounts {
  users: UserRecord[];
  pending: PendingSocialRecord[];
  codes: CodeRecord[];
  failures: LoginFailureRecord[];
  /** The number in the next client_user_id handed out (cu_N). */
  nextClientId: number;
}

export interface FavouriteRecord {
  client_user_id: string;
  datacenter_uuid: string;
  kind: 'product' | 'case' | 'template';
  id: number;
  /** When it was collected (simulator clock); lists show the last collected first. */
  at: number;
}

/** One recently-viewed entry: per viewer ('u:<client_user_id>' or 'g:<guest token>'), item and browsing type. */
export interface ViewRecord {
  viewer: string;
  datacenter_uuid: string;
  /** 1 product, 2 case, 3 display (template). */
  type: 1 | 2 | 3;
  content_id: number;
  time: number;
  last_time: number;
  /** 1 online, 2 offline. */
  browsing_type: 1 | 2;
}

export interface SearchLogRecord {
  at: number;
  datacenter_uuid: string;
  operationId: 'getProductList' | 'getCaseList';
  search_txt: string;
}

/** What users did with the catalogue. The catalogue itself is derived from the seed (catalogue.ts). */
export interface CatalogueState {
  favourites: FavouriteRecord[];
  views: ViewRecord[];
  /** Views recorded at run time, by 'dc:type:id', added to the seeded ones for the trending sort. */
  viewCounts: Record<string, number>;
  /** Shares by 'dc|kind|id' (kind product, case, template, template_plan). */
  shares: Record<string, number>;
  searchLog: SearchLogRecord[];
}

/** One product on a calculator side; `box` is saved on every calculation (rules.boxesFor). */
export interface SideProductRecord {
  id: number;
  product_id: number;
  share: number;
  box: number;
  is_edit: boolean;
}

/** One calculator side (a floor or a wall) of a user in a data centre. */
export interface SideRecord {
  id: number;
  client_user_id: string;
  datacenter_uuid: string;
  side_name: string;
  pave_mode_name: string;
  unit: '1' | '2';
  length: number;
  width: number;
  door_width: number;
  door_height: number;
  door_num: number;
  window_width: number;
  window_height: number;
  window_num: number;
  created_at: number;
  /** When it went to Recently Deleted; null while it is in the calculator. */
  deleted_at: number | null;
  products: SideProductRecord[];
}

/** A shopping list entry: frozen copies of sides, as the API shows them. */
export interface ShoppingListRecord {
  /** Random (crypto), the key of the shared read-only link. */
  id: string;
  client_user_id: string;
  datacenter_uuid: string;
  created_at: number;
  /** The side ids and content it was made from, so a double tap answers the same entry. */
  fingerprint: string;
  side_list: components['schemas']['ShoppingSide'][];
}

/** A saved matching of a 3D display (template plan). */
export interface TemplatePlanRecord {
  id: number;
  client_user_id: string;
  datacenter_uuid: string;
  template_id: number;
  preview: string;
  created_at: number;
  side_list: components['schemas']['PlanSide'][];
}

/** A booked store visit; its type (ongoing, completed, expired) is worked out from `visited_at` and the clock. */
export interface AppointmentRecord {
  id: number;
  client_user_id: string;
  datacenter_uuid: string;
  store_id: number;
  select_date: string;
  select_time: string;
  contact: string;
  contact_name: string;
  demand: string;
  answers: { item_name: string; appointment_item_value: string }[];
  /** Random (crypto): what the store scans. */
  qrcode_value: string;
  booked_at: number;
  visited_at: number | null;
  seen: boolean;
  /** The booking's content, so a double tap answers the first appointment. */
  fingerprint: string;
}

/** A store visit (made by the control API's visitStore). */
export interface VisitRecord {
  id: number;
  client_user_id: string;
  datacenter_uuid: string;
  store_id: number;
  appointment_id: number;
  created_at: number;
  browsed: { content_id: number; type: 1 | 2 | 3 }[];
  star: number;
  star_remark: string;
  answers: { item_id: number; item_value: string }[];
  seen: boolean;
}

export interface TransactionRecord {
  id: number;
  client_user_id: string;
  datacenter_uuid: string;
  store_id: number;
  created_at: number;
  lines: { product_id: number; box: number; amount: number }[];
  paid: number;
  deal_images: string[];
}

export interface AppointmentState {
  appointments: AppointmentRecord[];
  visits: VisitRecord[];
  transactions: TransactionRecord[];
  nextAppointmentId: number;
  nextVisitId: number;
  nextTransactionId: number;
}

export interface CalculatorState {
  sides: SideRecord[];
  shoppingLists: ShoppingListRecord[];
  plans: TemplatePlanRecord[];
  nextSideId: number;
  nextSideProductId: number;
  nextPlanId: number;
}

export interface UploadRecord {
  /**
   * 32 random hex digits (crypto): unguessable and, with 128 bits, unique across namespaces, so the CDN (which
   * gets no namespace header) finds the one file, and no namespace can predict or take another's id (the old
   * 32-bit hash of the namespace name could be matched by another name).
   * States saved before this keep their '<8 hex>-<n>' ids, which are still served.
   */
  id: string;
  img_path: string;
  ext: rules.UploadImageType['ext'];
  mime: rules.UploadImageType['mime'];
  size: number;
  /** Simulator clock. */
  at: number;
  base64: string;
}

export interface UploadState {
  /** Uploads stored so far (ids no longer derive from it; kept so saved states still load). */
  next: number;
  /** Oldest first. */
  list: UploadRecord[];
}

/** Everything one namespace knows. Plain data only, so it saves to JSON and restores as it was. */
export interface World {
  seed: number;
  clock: ClockState;
  /** The seeded generator's state, for data only: secrets come from secrets.ts (node:crypto). */
  rng: { value: number };
  regions: Record<string, Region>;
  /** Keyed by token; read by own property only (tokens.ts), expired ones purged. */
  tokens: Record<string, TokenRecord>;
  faults: PendingFault[];
  nextFaultId: number;
  searchClicks: number;
  accounts: Accounts;
  catalogue: CatalogueState;
  /** Uploaded images (uploads.ts): the most recent few, as base64. */
  uploads: UploadState;
  /** Calculator sides, shopping lists and saved template plans. */
  calculator: CalculatorState;
  /** Store appointments, visits and purchases. */
  appointments: AppointmentState;
}
