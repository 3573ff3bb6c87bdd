// Generated from openapi/dist/openapi.json by sdk/scripts/generate.mjs. Do not edit by hand.

export interface paths {
    "/api/v1/common/getMainPageInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Brands with their product types, and case subjects, for the home page. */
        post: operations["getMainPageInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/common/getMainPageBanner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The banners of the home carousel, in display order. */
        post: operations["getMainPageBanner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/common/getSearchHotwordList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hot words, most popular first.
         * @description `type` narrows the list to words that search cases ('1') or products ('2'); empty or absent gives all.
         *     The home ticker sends `platform_type` '2' (the mobile web placement).
         */
        post: operations["getSearchHotwordList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/common/getAD": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Advertisements of one placement; type 3 with banner_type 3 is the home popup. */
        post: operations["getAD"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/common/getDateCenterList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The data centres (regions) a user can choose, nearest first when a position is given. */
        post: operations["getDateCenterList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/common/getCustomerServiceInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The sales representative of a user (or the region's default one for guests).
         * @description The app calls it silently (no toast on failure). A representative without a phone answers `phone` empty.
         */
        post: operations["getCustomerServiceInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/common/getPosition": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The approximate position of the caller (by network), used when the device gives none. */
        post: operations["getPosition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/getClientGuestToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A guest token for one data centre, valid 2 hours.
         * @description Called at start-up when there is no signed-in user and no token. `user_id` and `client_user_id` come from
         *     the URL the app was opened with (a share link) and may be empty. An unknown `datacenter_uuid` is a 400.
         */
        post: operations["getClientGuestToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/store/getAppointmentStoreList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The stores of the region, nearest first, optionally narrowed by a search text. */
        post: operations["getAppointmentStoreList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cases/getCaseList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Real cases, filtered and sorted, 30 a page by default.
         * @description `sort`: 1 default (editor's order), 2 newest first, 3 trending (most viewed). `search_txt` matches the
         *     case name. `click_search_buttom` is 1 when the user pressed the search button (recorded for statistics).
         */
        post: operations["getCaseList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/control/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Throws away the namespace's state and builds it again from a seed (the simulator's own when absent). */
        post: operations["controlReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/control/getClock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The simulator's current time for the namespace. */
        post: operations["controlGetClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/control/advanceClock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moves the namespace's clock forward, so expiries and countdowns pass without waiting. */
        post: operations["controlAdvanceClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/control/setClock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets the namespace's clock to a moment; it runs on from there. */
        post: operations["controlSetClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/control/injectFault": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes the next `count` calls of one operation misbehave: answer late (`latency`), answer an envelope status (`status`), or close the connection without an answer (`drop`). */
        post: operations["controlInjectFault"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/control/clearFaults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Removes every pending fault of the namespace. */
        post: operations["controlClearFaults"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description The data centre (region) the request is about. Added by the SDK from the stored selection when absent.
         * @example dc-eu
         */
        DatacenterUuid: string;
        ProductTypeSummary: {
            id: number;
            type_name: string;
            /** @description Asset path */
            img_path_phone: string;
        };
        HomeBrand: {
            id: number;
            brand_name: string;
            /** @description Asset path of the brand logo. */
            logo: string;
            /** @description Asset path of the block's background picture. */
            web_back_img: string;
            product_type_list: components["schemas"]["ProductTypeSummary"][];
        };
        HomeCaseSubject: {
            id: number;
            case_subject_name: string;
            /** @description Asset path of the subject's picture. */
            bg: string;
        };
        MainPageInfo: {
            brand_list: components["schemas"]["HomeBrand"][];
            case_subject_list: components["schemas"]["HomeCaseSubject"][];
        };
        FieldError: {
            /** @description The JSON path of the offending field inside the body, dotted (`items.0.item_id`); empty for the body itself. */
            field: string;
            /** @description The schema keyword or business rule that failed (required, type, enum, maxLength, format, known_datacenter, ...). */
            rule: string;
            message: string;
        };
        /**
         * @description Any answer whose status is not 200. `msg` is meant for the user; `data.errors` (on 400) names each field and the rule it broke.
         * @example {
         *       "status": 400,
         *       "msg": "datacenter_uuid: must be string",
         *       "data": {
         *         "errors": [
         *           {
         *             "field": "datacenter_uuid",
         *             "rule": "type",
         *             "message": "must be string"
         *           }
         *         ]
         *       }
         *     }
         */
        ErrorEnvelope: {
            /** @enum {integer} */
            status: 100 | 203 | 400 | 401 | 404 | 409 | 429 | 500;
            msg: string;
            data: {
                errors?: components["schemas"]["FieldError"][];
            } | null;
        };
        /**
         * @description Where a tap leads. 1 external URL, 2 brand, 3 product, 4 case, 5 case subject, 6 template.
         * @enum {integer}
         */
        BannerType: 1 | 2 | 3 | 4 | 5 | 6;
        Banner: {
            id: number;
            title: string;
            /** @description Asset path of the picture. */
            img: string;
            type: components["schemas"]["BannerType"];
            /** @description The target, by type. An http(s) URL for 1; the id of the brand, product, case, subject or template otherwise. Empty or '0' means the list page. */
            content: string;
        };
        HotWord: {
            id: number;
            hotword: string;
            /**
             * @description What the word searches. 1 cases, 2 products, null everything.
             * @enum {integer|null}
             */
            type: 1 | 2 | null;
            /**
             * @description 1 attribute ids apply, 2 type ids apply, 0 none.
             * @enum {integer}
             */
            case_link_type: 0 | 1 | 2;
            /** @description Comma-separated case attribute ids. */
            case_attr_id_str: string;
            /** @description Comma-separated case type ids. */
            case_type_id_str: string;
            /**
             * @description 1 attribute ids apply, 2 type ids apply, 0 none.
             * @enum {integer}
             */
            product_link_type: 0 | 1 | 2;
            product_attr_id_str: string;
            product_type_id_str: string;
        };
        Advertisement: {
            id: number;
            title: string;
            /** @description Asset path of the picture. */
            img: string;
            /** @description The same picture's path as stored (kept for older clients). */
            img_path: string;
            /** @description A web address for external ads */
            path: string;
            /** @description Target id, or '0' for the list page, or the URL for kind 1. */
            content: string;
            type: components["schemas"]["BannerType"];
            /** @description Popup target kind, with the banner codes (1 URL, 2 brand, 3 product, 4 case, 5 case subject, 6 template). Other values fall back to the home page. */
            content_type: number;
            /** @description Placement; 3 is the popup. */
            banner_type: number;
        };
        DataCenter: {
            datacenter_uuid: string;
            datacenter_name: string;
            /** @description ISO 3166 alpha-2 code of the main country served. */
            country_code: string;
            latitude: number;
            longitude: number;
            /**
             * @description 1 for the data centre used when none is chosen.
             * @enum {integer}
             */
            is_default: 1 | 2;
        };
        SalesRepresentative: {
            headimg: string;
            first_name: string;
            last_name: string;
            position: string;
            level_name: string;
            area_code: string;
            /** @description Empty when the representative has no phone; the app then hides the card. */
            phone: string;
        };
        Position: {
            latitude: number;
            longitude: number;
            country_name: string;
            city_name: string;
        };
        Store: {
            id: number;
            store_name: string;
            address: string;
            /** @description The store's tier as shown to customers. */
            level_name: string;
            /** @description Metres from the position asked about. */
            distance: number;
            latitude: number;
            longitude: number;
            area_code: string;
            phone: string;
            open_time: string;
            close_time: string;
            img: string;
        };
        CaseSummary: {
            id: number;
            case_name: string;
            preview: string;
            city_name: string;
            country_name: string;
            star: number;
            brand_name: string;
            brand_logo: string;
            /**
             * @description 1 collected by the current user
             * @enum {integer}
             */
            is_fav: 1 | 2;
            /** Format: date-time */
            create_time: string;
        };
        Clock: {
            /** @description The simulator's current time in milliseconds since 1970. */
            epoch_ms: number;
            /** Format: date-time */
            iso: string;
        };
        Fault: {
            fault_id: number;
            operationId: string;
            /** @enum {string} */
            kind: "latency" | "status" | "drop";
            remaining: number;
        };
    };
    responses: never;
    parameters: {
        /** @description The isolated state to act on; `default` when absent. Letters, digits, '-' and '_' only. */
        Namespace: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getMainPageInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "datacenter_uuid": "dc-eu"
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                };
            };
        };
        responses: {
            /** @description The envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 200;
                        msg: string;
                        data: components["schemas"]["MainPageInfo"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getMainPageBanner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                };
            };
        };
        responses: {
            /** @description The envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 200;
                        msg: string;
                        data: {
                            list: components["schemas"]["Banner"][];
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getSearchHotwordList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "platform_type": "2"
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    /** @enum {string} */
                    type?: "" | "1" | "2";
                    /** @enum {string} */
                    platform_type?: "1" | "2";
                };
            };
        };
        responses: {
            /** @description The envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 200;
                        msg: string;
                        data: {
                            list: components["schemas"]["HotWord"][];
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAD: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": 3,
                 *       "banner_type": 3
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    /** @enum {integer} */
                    type: 1 | 2 | 3;
                    /** @enum {integer} */
                    banner_type: 1 | 2 | 3;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` is the list of ads, in display order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 200;
                        msg: string;
                        data: components["schemas"]["Advertisement"][];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getDateCenterList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "latitude": 48.85,
                 *       "longitude": 2.35
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    latitude?: number;
                    longitude?: number;
                };
            };
        };
        responses: {
            /** @description The envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 200;
                        msg: string;
                        data: {
                            list: components["schemas"]["DataCenter"][];
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCustomerServiceInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "user_id": ""
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    user_id?: string;
                };
            };
        };
        responses: {
            /** @description The envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 200;
                        msg: string;
                        data: components["schemas"]["SalesRepresentative"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getPosition: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                };
            };
        };
        responses: {
            /** @description The envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 200;
                        msg: string;
                        data: {
                            position: components["schemas"]["Position"];
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getClientGuestToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "datacenter_uuid": "dc-eu",
                 *       "user_id": "",
                 *       "client_user_id": ""
                 *     }
                 */
                "application/json": {
                    datacenter_uuid: components["schemas"]["DatacenterUuid"];
                    user_id?: string;
                    client_user_id?: string;
                };
            };
        };
        responses: {
            /** @description The envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 200;
                        msg: string;
                        data: {
                            access_guest_token: string;
                            /** @description Seconds until the token expires (7200). */
                            expires_in: number;
                            datacenter_uuid: string;
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAppointmentStoreList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "latitude": 48.85,
                 *       "longitude": 2.35
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    latitude: number;
                    longitude: number;
                    search_txt?: string;
                };
            };
        };
        responses: {
            /** @description The envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 200;
                        msg: string;
                        data: {
                            list: components["schemas"]["Store"][];
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCaseList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "page": 1,
                 *       "limit": 2,
                 *       "sort": 1
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    /** @default 1 */
                    page?: number;
                    /** @default 30 */
                    limit?: number;
                    /**
                     * @default 1
                     * @enum {integer}
                     */
                    sort?: 1 | 2 | 3;
                    /** @description Comma-separated brand ids. */
                    type_id?: string;
                    attr_id_str?: string;
                    city_id?: string;
                    search_txt?: string;
                    /** @enum {integer} */
                    click_search_buttom?: 1 | 2;
                };
            };
        };
        responses: {
            /** @description The envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 200;
                        msg: string;
                        data: {
                            list: components["schemas"]["CaseSummary"][];
                            total: number;
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    controlReset: {
        parameters: {
            query?: never;
            header?: {
                /** @description The isolated state to act on; `default` when absent. Letters, digits, '-' and '_' only. */
                "X-Sim-Namespace"?: components["parameters"]["Namespace"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "seed": 42
                 *     }
                 */
                "application/json": {
                    seed?: number;
                };
            };
        };
        responses: {
            /** @description The envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 200;
                        msg: string;
                        data: {
                            seed: number;
                            namespace: string;
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    controlGetClock: {
        parameters: {
            query?: never;
            header?: {
                /** @description The isolated state to act on; `default` when absent. Letters, digits, '-' and '_' only. */
                "X-Sim-Namespace"?: components["parameters"]["Namespace"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 200;
                        msg: string;
                        data: components["schemas"]["Clock"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    controlAdvanceClock: {
        parameters: {
            query?: never;
            header?: {
                /** @description The isolated state to act on; `default` when absent. Letters, digits, '-' and '_' only. */
                "X-Sim-Namespace"?: components["parameters"]["Namespace"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ms": 7200000
                 *     }
                 */
                "application/json": {
                    ms: number;
                };
            };
        };
        responses: {
            /** @description The envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 200;
                        msg: string;
                        data: components["schemas"]["Clock"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    controlSetClock: {
        parameters: {
            query?: never;
            header?: {
                /** @description The isolated state to act on; `default` when absent. Letters, digits, '-' and '_' only. */
                "X-Sim-Namespace"?: components["parameters"]["Namespace"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "epoch_ms": 1767225600000
                 *     }
                 */
                "application/json": {
                    epoch_ms: number;
                };
            };
        };
        responses: {
            /** @description The envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 200;
                        msg: string;
                        data: components["schemas"]["Clock"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    controlInjectFault: {
        parameters: {
            query?: never;
            header?: {
                /** @description The isolated state to act on; `default` when absent. Letters, digits, '-' and '_' only. */
                "X-Sim-Namespace"?: components["parameters"]["Namespace"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "operationId": "getMainPageInfo",
                 *       "kind": "status",
                 *       "status": 100,
                 *       "count": 1
                 *     }
                 */
                "application/json": {
                    operationId: string;
                    /** @default 1 */
                    count?: number;
                    /** @enum {string} */
                    kind: "latency" | "status" | "drop";
                    /** @description With kind latency: how long to wait before answering normally. */
                    latency_ms?: number;
                    /**
                     * @description With kind status: the envelope status to answer.
                     * @enum {integer}
                     */
                    status?: 100 | 203 | 400 | 401 | 404 | 409 | 429 | 500;
                    /** @description With kind status: the message to answer. */
                    msg?: string;
                };
            };
        };
        responses: {
            /** @description The envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 200;
                        msg: string;
                        data: components["schemas"]["Fault"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    controlClearFaults: {
        parameters: {
            query?: never;
            header?: {
                /** @description The isolated state to act on; `default` when absent. Letters, digits, '-' and '_' only. */
                "X-Sim-Namespace"?: components["parameters"]["Namespace"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example {} */
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The envelope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 200;
                        msg: string;
                        data: {
                            cleared: number;
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
