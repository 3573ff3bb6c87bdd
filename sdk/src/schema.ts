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
    "/api/v1/common/getTelephoneAreaCodeList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The telephone country codes a phone number may start with, the region's own country first.
         * @description The same list in every data centre except for the order; the rest follows alphabetically by name.
         */
        post: operations["getTelephoneAreaCodeList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/common/getLocationList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The region's location tree: countries, their states or provinces, and their cities, each with id and name.
         * @description A data centre serves its own country (first) and a few neighbours. Ids are those fillInfo accepts; the
         *     cities of the region's own country carry the ids getCaseList's `city_id` filters by. Pages count
         *     countries; the app asks page 1 with limit 999 to get everything.
         */
        post: operations["getLocationList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/common/getAllCity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Every city of one country of the region's location tree, by name, for the city chooser.
         * @description `countries_name` is matched without regard to case; empty or absent means the region's own country. A
         *     country the region does not serve answers an empty list (not an error), so the chooser shows "no data".
         */
        post: operations["getAllCity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/common/getPrivacyPolicy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The privacy policy as an HTML fragment, shown at /login-text?type=policy. */
        post: operations["getPrivacyPolicy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/common/getServiceRules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The terms of service as an HTML fragment, shown at /login-text?type=rules. */
        post: operations["getServiceRules"];
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
    "/api/v1/user/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signs in with an account (area code plus phone, or an e-mail) and a password.
         * @description `user_name` is the area code followed by the phone digits (`34600111222`; a leading '+', spaces and '-' are
         *     ignored) or the account's e-mail (any case). Accounts are regional: only the accounts of the request's data
         *     centre exist (an account registered in dc-eu cannot sign in with dc-us).
         *
         *     Answers the user info with a fresh user token (7 days). A wrong password or an unknown account answers
         *     status 400, msg 'The account or password is incorrect. Please enter it again', with one field error
         *     `{field: password, rule: credentials}`. The password's format is the app's check (rules.checkLoginPassword);
         *     the server only compares.
         *
         *     **Lock.** Five wrong passwords for the same `user_name` within 15 minutes of the server clock lock it for 15
         *     minutes from the fifth: the fifth and every attempt while locked (even with the right password) answer status
         *     203, msg 'Too many failed attempts. Try again in N minutes.' (N the whole minutes left, 15 at first); the app
         *     shows it in an info box. A successful sign-in or a password reset clears the count. A scenario reaches it by
         *     sending a wrong password five times, and lifts it with `/control/advanceClock {ms: 900000}`.
         *
         *     **Seeded accounts** (the simulator; every one has the password `Tile2026`):
         *
         *     | data centre | user_name (phone) | e-mail | linked social account |
         *     |---|---|---|---|
         *     | dc-eu | 34600111222 | client1.eu@example.com | Facebook fb-100001 |
         *     | dc-eu | 34600111333 | client2.eu@example.com | Google g-200001 |
         *     | dc-eu | 34600111444 | client3.eu@example.com | none |
         *     | dc-us | 12025550101, 12025550102, 12025550103 | client1.us@example.com ... | the same pattern |
         *     | dc-me | 971501110001, 971501110002, 971501110003 | client1.me@example.com ... | the same pattern |
         *     | dc-au | 61412110001, 61412110002, 61412110003 | client1.au@example.com ... | the same pattern |
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/thirdLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signs in with a social account (1 Facebook, 2 Google) by its provider uid.
         * @description The uid comes from the provider's sign-in page (the simulator's stand-in: GET /stand-in/facebook/login or
         *     /stand-in/google/login?redirect_uri=/path, which redirect back with `uid`, resp. `credential`).
         *
         *     - A social account linked to an account of the request's data centre: `is_fill` 1, `client_user_id` the
         *       account's, `user_info` the user info with a fresh user token (7 days).
         *     - Otherwise a pending social account is kept for this data centre (asking again gives the same one):
         *       `is_fill` 2, `client_user_id` the pending account's id, `user_info` null. The app then completes it with
         *       sendCode (fun_type 3) and thirdFill.
         *
         *     Stand-in accounts: Facebook fb-100001 (linked to the first seeded account of every data centre), fb-100002 and
         *     fb-100003 (new); Google g-200001 (linked to the second seeded account), g-200002 and g-200003 (new).
         */
        post: operations["thirdLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/googleLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signs in with a Google credential; answers like thirdLogin with user_type 2.
         * @description The server verifies `credential` with Google's token-info endpoint and uses its `sub` as the uid; then it
         *     behaves exactly like thirdLogin with user_type 2 (`is_fill` 1 with user info, or 2 with a pending account). A
         *     credential that does not verify answers status 400 with field error `{field: credential, rule: credential}`,
         *     msg 'The Google sign-in could not be verified. Please try again.'
         *
         *     The simulator checks it with the same verifier that answers its stand-in token-info endpoint
         *     `GET /stand-in/google/tokeninfo?id_token=...` (`{iss, sub, email, name}` or HTTP 400 `{error: invalid_token}`;
         *     the app can call it too, e.g. to get the `sub` for bindPlatform), and credentials come from the stand-in page
         *     `GET /stand-in/google/login?redirect_uri=/path`. A stand-in credential is `<payload>.<signature>`: the
         *     payload is base64url JSON `{iss, sub, email, name}`, the signature a base64url HMAC-SHA256 by the simulator;
         *     it does not expire. The example is the credential of g-200001 (linked to the second seeded account of dc-eu).
         */
        post: operations["googleLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/thirdFill": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Completes a pending social account with a phone, a code and a password, or merges it into the phone's account.
         * @description `client_user_id` is the pending social account from thirdLogin / googleLogin (is_fill 2) of the request's data
         *     centre; unknown or already completed answers 404 'This social sign-in has expired. Please sign in again.'
         *     `code` must be the one sendCode sent for fun_type 3 to `area_code` + `phone` (else status 400, field `code`,
         *     msg 'verification code error'). Then:
         *
         *     - **New phone** (checkTelState is_reg 2): a new account is created with the pending account's
         *       `client_user_id`, the phone, the optional names, gender and e-mail, and `password`, which must pass
         *       rules.checkNewPassword (else 400, field `password`, msg 'The password must contain uppercase and lowercase
         *       letters and numbers, and cannot have special symbols.'); the social account is linked to it.
         *     - **Registered phone** (checkTelState is_reg 1): the social login is MERGED into that account: it is linked
         *       to the existing account, whose profile and password stay as they were. `password` must then be that
         *       account's password (proving the account as well as the phone): a wrong one answers 400, field `password`,
         *       msg 'The account or password is incorrect. Please enter it again', and counts towards login's lock (203
         *       while locked). An account already linked to another account of this provider answers 409 'This account is
         *       already linked to another Facebook account.' (resp. Google).
         *
         *     Answers the user info of the (new or merged) account with a fresh user token (7 days); the code is used up
         *     and the pending account removed. `user_id` (sales representative) and `share_client_user_id` (who shared the
         *     link) come from the share link; `reg_platform_type` is stored as given.
         */
        post: operations["thirdFill"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/checkTelState": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Whether an account with this phone or e-mail exists in the request's data centre.
         * @description `user_name` as in login (area code plus phone digits, or an e-mail). `is_reg` 1 registered, 2 not. Used before
         *     registering and when completing a social account (is_reg 1 offers the merge).
         */
        post: operations["checkTelState"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/sendCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a 6-digit verification code to a phone (type 2) or an e-mail (type 1).
         * @description `fun_type` is the purpose: 1 register, 2 reset the password, 3 complete a social account or a signed-in /
         *     booking step. `content` is the area code plus phone digits for type 2 (`34600111222`), an e-mail for type 1
         *     (else 400, field `content`, rule `format`).
         *
         *     - fun_type 1 for an account that already exists in the data centre: 409 'This phone number is already
         *       registered.' (e-mail: 'This e-mail is already registered.').
         *     - fun_type 2 for an account that does not exist: 404 'No account with this phone number or e-mail.'
         *     - Asked again for the same content and fun_type within 59 s of the last code: 429 'Please wait N s before
         *       requesting another code.' (N whole seconds left). After that a new code replaces the old one.
         *
         *     A code is kept per data centre, content and fun_type; it stays usable for 10 minutes (rules.CODE_LIFETIME_MS)
         *     and is used up by the call it was for (reg, forgetPassword, thirdFill); checkCode does not use it up. The
         *     answer never carries the code: the simulator keeps it for `/control/getLastCode`.
         */
        post: operations["sendCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/checkCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Whether a code matches the last one sent for this content and purpose (step 2 of registration and reset).
         * @description `is_match` 1 when `code` is the last code sent to `content` for `fun_type` in this data centre and it has not
         *     expired (10 minutes), else 2 (no code, another code, expired; the app says 'verification code error'). It
         *     does not use the code up.
         */
        post: operations["checkCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/reg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Registers an account with a phone, the register code and a password, and signs it in.
         * @description Creates the account in the request's data centre only (it does not exist in the others). The phone must not
         *     be registered there (409 'This phone number is already registered.'; an e-mail given and taken: 409 'This
         *     e-mail is already registered.'). `code` must be the register code (fun_type 1) sent to `area_code` + `phone`
         *     (400, field `code`, msg 'verification code error'). `password` (added by this contract: registration step 3
         *     sets it) must pass rules.checkNewPassword (400, field `password`, msg 'The password must contain uppercase and
         *     lowercase letters and numbers, and cannot have special symbols.'). All field errors are answered together;
         *     nothing is kept of a refused request.
         *
         *     Answers the new account's user info with a fresh user token (7 days); the code is used up. `user_id` (sales
         *     representative) and `client_user_id` (who shared the link) come from the share link and may be empty.
         */
        post: operations["reg"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/forgetPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets a new password with a reset code sent to the account's phone or e-mail.
         * @description `content` is the area code plus phone digits, or the e-mail, of an account of the request's data centre
         *     (unknown: 404 'No account with this phone number or e-mail.'). `code` must be the reset code (fun_type 2)
         *     sent to that content (400, field `code`, msg 'verification code error'); `new_password` must pass
         *     rules.checkNewPassword (400, field `new_password`). On success msg is 'Password reset succeeded', the code is
         *     used up and login's failure count and lock for the account are cleared. Sessions already signed in stay valid
         *     (the same call serves Change Password at /retrieve?type=1).
         */
        post: operations["forgetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/getUserInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The signed-in user's info.
         * @description Signed-in users only: a guest token answers 401, a missing, unknown or expired user token 100.
         *     `access_user_token` is the token of the call.
         */
        post: operations["getUserInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/fillInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Updates the signed-in user's profile (Complete Info, personal info, avatar); answers the updated user info.
         * @description Only the fields sent change. `country_id`, `state_id` and `city_id` must exist in the region's location tree
         *     (getLocationList) and fit together with the ones kept (a state of that country, a city of that state): else
         *     status 400 with the field and rule `known_location`. A phone or e-mail of another account of the data centre
         *     answers 409 'This phone number is already registered.' / 'This e-mail is already registered.' (the phone is
         *     not re-verified here). `headimg` is an asset path or URL (from uploadImage). Signed-in users only (a guest
         *     token answers 401). The example fits the first seeded account of dc-eu (Spain / Community of Madrid / Madrid).
         */
        post: operations["fillInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/bindPlatform": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Links a social account (1 Facebook, 2 Google) to the signed-in account.
         * @description `uid` is the provider's uid (for Google the `sub` that the token-info endpoint returns for the credential).
         *     Linking the same uid again is a success. A uid linked to another account of the data centre answers 409 'This
         *     Facebook account is already linked to another account.'; an account already linked to a different uid of
         *     that provider answers 409 'A Facebook account is already linked. Unlink it first.' (resp. Google). A pending
         *     social account with that uid is dropped. Answers the link flags. Signed-in users only (a guest token answers
         *     401).
         */
        post: operations["bindPlatform"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/unbindPlatform": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unlinks the social account of one provider (1 Facebook, otherwise Google) from the signed-in account.
         * @description Unlinking a provider that is not linked is a success (the flag stays 2). Every account has a phone and a
         *     password, so unlinking never locks anyone out. Answers the link flags. Signed-in users only (a guest token
         *     answers 401).
         */
        post: operations["unbindPlatform"];
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
    "/control/getLastCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The last verification code sent to a phone or e-mail in the namespace, so QA and tests can type it.
         * @description `content` as sendCode took it (area code plus phone digits, or an e-mail). Narrow with `fun_type` and
         *     `datacenter_uuid`; otherwise the most recent code of any purpose and data centre. A code that has expired
         *     is still shown (compare `expires_at` with `/control/getClock`); a used-up one is not. None: 404 'No code was
         *     sent to this phone or e-mail.'
         */
        post: operations["controlGetLastCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/control/qrText": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The QR text of a product, template, external page or product center, to print or display for the scanner.
         * @description The format is in docs/qr-format.md (rules.buildQrText / rules.parseQrText): `ORIGIN/qr?type=T&id=ID&dc=DC`,
         *     or `&site=URL` for type 4. Types 1 product detail, 3 template, 5 product center need `id`; 4 external page
         *     needs an http(s) `site`; other types (2, 6-99, for signed-in features) need `id` or `site`. Without
         *     `datacenter_uuid` the text carries no data centre (the scanner then assumes dc-eu). `origin` defaults to
         *     `https://storefront.example`; any host is accepted by the scanner. An incomplete target answers 400 naming
         *     the missing field.
         */
        post: operations["controlQrText"];
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
            /** @description Asset path, resolved against the CDN. */
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
            /** @description A web address for external ads, else empty. */
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
        /**
         * @description A telephone country code without '+', from getTelephoneAreaCodeList.
         * @example 34
         */
        AreaCodeDigits: string;
        AreaCode: {
            area_code: components["schemas"]["AreaCodeDigits"];
            /** @description The country's name. */
            area_name: string;
            /** @description ISO 3166 alpha-2 code. */
            country_code: string;
        };
        LocationCity: {
            id: number;
            name: string;
        };
        LocationState: {
            id: number;
            name: string;
            children: components["schemas"]["LocationCity"][];
        };
        LocationCountry: {
            id: number;
            name: string;
            /** @description States or provinces. */
            children: components["schemas"]["LocationState"][];
        };
        HtmlContent: {
            /** @description An HTML fragment (headings, paragraphs, lists, links); never scripts, styles or event attributes. */
            html_content: string;
        };
        /**
         * @description The national number, digits only.
         * @example 600111222
         */
        PhoneDigits: string;
        /**
         * @description A signed-in client, as login, registration, social sign-in and getUserInfo answer it. Ids and names of the
         *     location are those of getLocationList (0 and '' when not set). The app stores it for 7 days.
         */
        UserInfo: {
            /** @description The token to send as X-User-Token, valid 7 days from sign-in. getUserInfo and fillInfo echo the token they were called with. */
            access_user_token: string;
            /** @description The account's id. */
            client_user_id: string;
            first_name: string;
            last_name: string;
            area_code: components["schemas"]["AreaCodeDigits"];
            phone: components["schemas"]["PhoneDigits"];
            /** @description Empty when the client gave none. */
            email: string;
            country_id: number;
            state_id: number;
            city_id: number;
            country_name: string;
            state_name: string;
            city_name: string;
            /**
             * @description '1' male, '2' female, '' not given.
             * @enum {string}
             */
            gender: "1" | "2" | "";
            /** @description The sales representative the client belongs to (from the share link at registration); empty when none. */
            user_id: string;
            /** @description Asset path or URL of the avatar; empty for none. */
            headimg: string;
            /**
             * @description 1 a Facebook account is linked, 2 not.
             * @enum {integer}
             */
            is_bind_facebook: 1 | 2;
            /**
             * @description 1 a Google account is linked, 2 not.
             * @enum {integer}
             */
            is_bind_google: 1 | 2;
        };
        /**
         * @description The social provider. 1 Facebook, 2 Google.
         * @enum {integer}
         */
        UserType: 1 | 2;
        ThirdLoginResult: {
            /**
             * @description 1 the social account belongs to a complete account (signed in, `user_info` set); 2 it must be completed with thirdFill first (`user_info` null).
             * @enum {integer}
             */
            is_fill: 1 | 2;
            /** @description With is_fill 1 the account; with is_fill 2 the pending social account to pass to thirdFill. */
            client_user_id: string;
            user_info: components["schemas"]["UserInfo"] | null;
        };
        /** @description Checked with rules.checkNewPassword where one is being set: at least 6 characters, letters and digits only, with an upper-case letter, a lower-case letter and a digit. */
        Password: string;
        /**
         * @description A 6-digit verification code from sendCode.
         * @example 123456
         */
        CodeDigits: string;
        /** @description Where the code goes and whose account it is about. For type 2 (phone) the area code followed by the phone digits ('34600111222'); for type 1 an e-mail address. */
        CodeContent: string;
        CodeSent: {
            /** @description Seconds before another code may be asked for the same content and fun_type (59). */
            resend_in: number;
            /** @description Seconds the code stays usable (600). */
            expires_in: number;
        };
        Empty: Record<string, never>;
        BindState: {
            /** @enum {integer} */
            is_bind_facebook: 1 | 2;
            /** @enum {integer} */
            is_bind_google: 1 | 2;
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
             * @description 1 collected by the current user, 2 not.
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
        SentCode: {
            content: string;
            code: components["schemas"]["CodeDigits"];
            /** @enum {integer} */
            type: 1 | 2;
            /** @enum {integer} */
            fun_type: 1 | 2 | 3;
            datacenter_uuid: string;
            /** Format: date-time */
            sent_at: string;
            /** Format: date-time */
            expires_at: string;
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
    getTelephoneAreaCodeList: {
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
                            list: components["schemas"]["AreaCode"][];
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getLocationList: {
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
                 *       "limit": 999
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    /** @default 1 */
                    page?: number;
                    /** @default 999 */
                    limit?: number;
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
                            list: components["schemas"]["LocationCountry"][];
                            /** @description Countries in the whole tree. */
                            total: number;
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAllCity: {
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
                 *       "countries_name": "Spain"
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    countries_name?: string;
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
                            list: components["schemas"]["LocationCity"][];
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getPrivacyPolicy: {
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
                        data: components["schemas"]["HtmlContent"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getServiceRules: {
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
                        data: components["schemas"]["HtmlContent"];
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
    login: {
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
                 *       "user_name": "34600111222",
                 *       "password": "Tile2026"
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    /** @description Area code plus phone digits, or an e-mail. */
                    user_name: string;
                    password: string;
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
                        data: components["schemas"]["UserInfo"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    thirdLogin: {
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
                 *       "user_type": 1,
                 *       "uid": "fb-100002"
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    user_type: components["schemas"]["UserType"];
                    uid: string;
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
                        data: components["schemas"]["ThirdLoginResult"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    googleLogin: {
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
                 *       "credential": "eyJpc3MiOiJzdGFuZC1pbi5nb29nbGUiLCJzdWIiOiJnLTIwMDAwMSIsImVtYWlsIjoicm9iaW4uYWx2YXJlekBnbWFpbC5leGFtcGxlIiwibmFtZSI6IlJvYmluIEFsdmFyZXoifQ.9nPqFaBTURVVweDW93tGm523fl5WklFKSLAg5sxQANY"
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    /** @description The ID token (JWT-like credential) from the Google sign-in page. */
                    credential: string;
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
                        data: components["schemas"]["ThirdLoginResult"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    thirdFill: {
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
                 *       "client_user_id": "cu_9001",
                 *       "area_code": "34",
                 *       "phone": "600999777",
                 *       "password": "Tile2026",
                 *       "code": "123456",
                 *       "first_name": "Sam",
                 *       "last_name": "Rivera",
                 *       "gender": "1"
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    client_user_id: string;
                    area_code: components["schemas"]["AreaCodeDigits"];
                    phone: components["schemas"]["PhoneDigits"];
                    password: components["schemas"]["Password"];
                    code: components["schemas"]["CodeDigits"];
                    first_name?: string;
                    last_name?: string;
                    /** @enum {string} */
                    gender?: "1" | "2" | "";
                    email?: string;
                    user_id?: string;
                    share_client_user_id?: string;
                    reg_platform_type?: string;
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
                        data: components["schemas"]["UserInfo"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    checkTelState: {
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
                 *       "user_name": "34600111222"
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    user_name: string;
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
                            /**
                             * @description 1 registered in this data centre, 2 not.
                             * @enum {integer}
                             */
                            is_reg: 1 | 2;
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    sendCode: {
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
                 *       "type": 2,
                 *       "fun_type": 1,
                 *       "content": "34600999888"
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    /**
                     * @description 1 e-mail, 2 phone.
                     * @enum {integer}
                     */
                    type: 1 | 2;
                    /**
                     * @description 1 register, 2 reset, 3 third-party or signed-in.
                     * @enum {integer}
                     */
                    fun_type: 1 | 2 | 3;
                    content: components["schemas"]["CodeContent"];
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
                        data: components["schemas"]["CodeSent"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    checkCode: {
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
                 *       "type": 2,
                 *       "fun_type": 1,
                 *       "content": "34600999888",
                 *       "code": "123456"
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    /**
                     * @description 1 e-mail, 2 phone.
                     * @enum {integer}
                     */
                    type: 1 | 2;
                    /** @enum {integer} */
                    fun_type: 1 | 2 | 3;
                    content: components["schemas"]["CodeContent"];
                    code: string;
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
                            /**
                             * @description 1 the code matches, 2 not.
                             * @enum {integer}
                             */
                            is_match: 1 | 2;
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reg: {
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
                 *       "area_code": "34",
                 *       "phone": "600999888",
                 *       "code": "123456",
                 *       "password": "Tile2026",
                 *       "first_name": "Lucía",
                 *       "last_name": "García",
                 *       "gender": "2",
                 *       "user_id": "",
                 *       "client_user_id": ""
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    area_code: components["schemas"]["AreaCodeDigits"];
                    phone: components["schemas"]["PhoneDigits"];
                    code: components["schemas"]["CodeDigits"];
                    password: components["schemas"]["Password"];
                    first_name: string;
                    last_name: string;
                    /** @enum {string} */
                    gender: "1" | "2";
                    email?: string;
                    user_id?: string;
                    client_user_id?: string;
                    reg_platform_type?: string;
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
                        data: components["schemas"]["UserInfo"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    forgetPassword: {
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
                 *       "content": "34600111444",
                 *       "new_password": "Tile2027",
                 *       "code": "123456"
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    content: components["schemas"]["CodeContent"];
                    new_password: components["schemas"]["Password"];
                    code: components["schemas"]["CodeDigits"];
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
                        data: components["schemas"]["Empty"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getUserInfo: {
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
                        data: components["schemas"]["UserInfo"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    fillInfo: {
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
                 *       "first_name": "Lucía",
                 *       "last_name": "García",
                 *       "country_id": 1,
                 *       "state_id": 1,
                 *       "city_id": 1,
                 *       "gender": "2"
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    first_name?: string;
                    last_name?: string;
                    country_id?: number;
                    state_id?: number;
                    city_id?: number;
                    area_code?: components["schemas"]["AreaCodeDigits"];
                    phone?: components["schemas"]["PhoneDigits"];
                    /** @description An e-mail address, or empty to remove it. */
                    email?: string;
                    /** @enum {string} */
                    gender?: "1" | "2";
                    headimg?: string;
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
                        data: components["schemas"]["UserInfo"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    bindPlatform: {
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
                 *       "user_type": 2,
                 *       "uid": "g-200003"
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    user_type: components["schemas"]["UserType"];
                    uid: string;
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
                        data: components["schemas"]["BindState"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    unbindPlatform: {
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
                 *       "user_type": 1
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    user_type: components["schemas"]["UserType"];
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
                        data: components["schemas"]["BindState"];
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
    controlGetLastCode: {
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
                 *       "content": "34600999888"
                 *     }
                 */
                "application/json": {
                    content: string;
                    /** @enum {integer} */
                    fun_type?: 1 | 2 | 3;
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
                        data: components["schemas"]["SentCode"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    controlQrText: {
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
                 *       "type": 1,
                 *       "id": "12",
                 *       "datacenter_uuid": "dc-eu"
                 *     }
                 */
                "application/json": {
                    type: number;
                    id?: string;
                    site?: string;
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    origin?: string;
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
                            /** @description The text to encode in the QR code. */
                            text: string;
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
