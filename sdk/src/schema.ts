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
    "/api/v1/common/uploadImage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Uploads one image (a photo the user picked) and answers its asset path.
         * @description The one call that is not JSON: the body is `multipart/form-data` with the image in the part `file` and
         *     the folder it goes to in `img_path` (the app sends 'h5_img'). It takes no token (no auth header), like
         *     the spec says. The answer's `data.path` is an asset path, resolved against the CDN base like every other
         *     asset path (`uploads/h5_img/<id>.png`).
         *
         *     Accepted: one JPEG, PNG, GIF or WebP image of at most 5 MB (5,242,880 bytes). The server reads the file's
         *     first bytes (magic numbers), not the part's declared type or the file name, so a text file named
         *     `photo.png` is refused. Refusals are status 400 naming the field and the rule:
         *
         *     | problem | field | rule | msg |
         *     |---|---|---|---|
         *     | no file part | `file` | `required` | names the field |
         *     | not one of the four image types | `file` | `image_type` | 'Please choose an image file (JPG, PNG, GIF or WebP).' |
         *     | larger than 5 MB | `file` | `max_size` | 'The photo is larger than 5 MB.' |
         *     | more than one file | `file` | `max_count` | names the field |
         *     | `img_path` missing or not letters, digits and '_' | `img_path` | `required` / `pattern` | names the field |
         *
         *     The accepted types and the limit are `rules.UPLOAD_IMAGE_TYPES` and `rules.UPLOAD_MAX_BYTES` of the SDK.
         *     The simulator keeps the 50 most recent uploads of each namespace (and at most 25 MB of them; older ones
         *     are dropped first, and their paths answer 404), in its state file too, and serves them at
         *     `/cdn/uploads/<img_path>/<id>.<ext>` with the image's Content-Type.
         */
        post: operations["uploadImage"];
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
         *
         *     The token is random from a cryptographic source (never derived from the simulator's seed). Expired guest
         *     tokens are purged. At most 60 guest tokens per client address within a minute (per namespace): beyond that
         *     status 429 'Too many attempts. Try again in N s.'. At most 10,000 guest tokens are live per namespace, and
         *     each client address gets a fair share of them: an address holding 1,000 live ones gives up its own oldest
         *     for a new one, and when the namespace holds 10,000 the address holding the most gives up its oldest for a
         *     caller holding fewer (a token given up answers 100, as an expired one). Only when no address holds more
         *     than the caller is the answer status 429 'Too many guest sessions. Try again in N s.' (N until the oldest
         *     expires). Both 429s carry `data.retry_after` (N) and the `Retry-After` header.
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
         *     **Lock.** Five wrong passwords for the same account from the same client address within 15 minutes of the
         *     server clock lock that address out of the account for 15 minutes from the fifth: the fifth and every attempt
         *     from that address while locked (even with the right password) answer status 203, msg 'Too many failed
         *     attempts. Try again in N minutes.' (N the whole minutes left, 15 at first); the app shows it in an info box.
         *     The lock holds at that address only, so nobody can keep the owner out by failing on purpose: the owner's right
         *     password from another address signs in. A successful sign-in clears the count at its address, a password
         *     reset at every address. A scenario reaches it by sending a wrong password five times, and lifts it with
         *     `/control/advanceClock {ms: 900000}`.
         *
         *     The lock belongs to the account, not to the spelling of `user_name`: wrong passwords sent with the phone and
         *     with the e-mail count together, and while the account is locked at an address every way of signing in with its
         *     password from there (login by phone or e-mail, thirdFill joining it) answers 203. Unknown user names are
         *     counted by name.
         *
         *     **Rate limit.** At most 20 login attempts per `user_name` and client address within 15 minutes, and at most
         *     50 failed logins per client address within 15 minutes (per namespace); beyond either the call answers status
         *     429 'Too many attempts. Try again in N s.' with `data.retry_after` (N) and the `Retry-After` header, whatever
         *     the password.
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
         * Signs in with a social account (1 Facebook, 2 Google) by its uid, proven by a provider credential.
         * @description The backend takes `{user_type, uid}`: `uid` is the provider's id of the account. `credential` is optional in
         *     this contract but recommended: it is what the provider's sign-in page hands back beside the uid (the
         *     simulator's stand-in: GET /stand-in/facebook/login or /stand-in/google/login?client_id=storefront-web&redirect_uri=/path,
         *     which redirect back with `uid` and `credential`), and a server that verifies it (see SocialCredential:
         *     signature, provider, audience, expiry, single use) knows the caller owns the account. A uid on its own proves
         *     nothing: anyone who learns a uid could sign in as its owner (`x-security-advisory` `uid-without-credential`).
         *     The app always sends both.
         *
         *     **The simulator** follows the recommendation: a bare uid is refused with 400, field `credential`, rule
         *     `required` (msg 'The Facebook sign-in could not be verified. Please try again.', resp. Google). With a
         *     credential it verifies it (400 `{field: credential, rule}` naming why it does not verify) and the uid must
         *     be the credential's own (else 400, field `uid`, rule `credential_subject`). A real backend that follows the
         *     spec and accepts a bare uid answers 200 to it, which this contract also allows.
         *
         *     - A social account linked to an account of the request's data centre: `is_fill` 1 and the account's user
         *       info in `data` itself (`client_user_id`, names, phone..., a fresh user token valid 7 days).
         *     - Otherwise a pending social account is kept for this data centre (asking again, with a new credential,
         *       gives the same one): `is_fill` 2 and `client_user_id` the pending account's id, nothing else. The app then
         *       completes it with sendCode (fun_type 3) and thirdFill.
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
         * @description The server verifies `credential` as Google's token-info endpoint would and uses its `sub` as the uid; then it
         *     behaves exactly like thirdLogin with user_type 2 (`is_fill` 1 with the user info in `data` itself, or 2 with
         *     only the pending account's `client_user_id`). A
         *     credential that does not verify answers status 400 with field error `{field: credential, rule}` (the rules of
         *     SocialCredential), msg 'The Google sign-in could not be verified. Please try again.'
         *
         *     The simulator checks the signature and expiry with the same verifier that answers its stand-in token-info
         *     endpoint `GET /stand-in/google/tokeninfo?id_token=...` (`{iss, aud, sub, email, name, iat, exp}` or HTTP 400
         *     `{error: invalid_token}`; token info only reads, it does not use the credential up). Credentials come from the
         *     stand-in page `GET /stand-in/google/login?client_id=storefront-web&redirect_uri=/path`.
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
         *       msg 'The account or password is incorrect. Please enter it again', and counts towards login's lock at the
         *       caller's address (203 while locked). An account already linked to another account of this provider answers 409 'This account is
         *       already linked to another Facebook account.' (resp. Google).
         *
         *     Answers the user info of the (new or merged) account with a fresh user token (7 days); the code is used up
         *     and the pending account removed. `user_id` (sales representative) and `share_client_user_id` (who shared the
         *     link) come from the share link; `reg_platform_type` is stored as given.
         *
         *     **Rate limit.** Its code check counts with checkCode's, reg's and forgetPassword's: at most 10 per phone
         *     (`area_code` + `phone`) within 10 minutes, and at most 30 failed ones per client address within 10 minutes
         *     (per namespace); beyond either it answers status 429 'Too many attempts. Try again in N s.' with
         *     `data.retry_after` (N) and the `Retry-After` header, and neither the code nor the password is compared.
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
         *
         *     The call tells anyone whether a phone or e-mail has an account; the form is kept because the product's
         *     registration and social completion ask it before any code is sent. Our recommendation: a backend should
         *     rate-limit it per client address as it does login.
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
         *     - The answer is the same whether or not an account has `content` (fun_type 1 for a registered phone,
         *       fun_type 2 for an unknown one), so the call tells nobody which phones and e-mails have an account: reg
         *       refuses a registered phone (409) once its code proves the caller holds it, forgetPassword answers an
         *       unknown account as a wrong code. A backend delivers nothing then, or a notice to the owner. This is our
         *       recommendation: a backend that answers 409 'This phone number is already registered.' for fun_type 1 or
         *       404 'No account with this phone number or e-mail.' for fun_type 2 is still within the contract, but tells
         *       any caller which phones and e-mails have an account.
         *     - Asked again for the same content and fun_type within 59 s of the last code: 429 'Please wait N s before
         *       requesting another code.' (N whole seconds left), with `data.retry_after` N and the `Retry-After` header.
         *       After that a new code replaces the old one.
         *
         *     A code is kept per data centre, content and fun_type; it stays usable for 10 minutes (rules.CODE_LIFETIME_MS)
         *     and is used up by the call it was for (reg, forgetPassword, thirdFill); checkCode does not use it up. The
         *     code is drawn from a cryptographic source (never from the simulator's seed).
         *
         *     **The code in the answer.** The answer MAY carry the code as `data.code` (some backends do), but a server
         *     should not send it: a code that comes back to whoever asked lets anyone register, reset or book with any
         *     phone or e-mail, since the code no longer proves the caller owns it (`x-security-advisory`
         *     `code-in-answer`). The app never reads it; the simulator never sends it and keeps it for
         *     `/control/getLastCode`.
         *
         *     **Attempts.** A code allows 5 wrong tries in all (checkCode, reg, forgetPassword, thirdFill together); after
         *     the fifth it is void: every later try fails, even with the right code, until a new code is sent.
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
         *     expired (10 minutes), else 2 (no code, another code, expired, or void after 5 wrong tries; the app says
         *     'verification code error'). It does not use the code up, but a wrong code counts towards the code's 5 tries.
         *
         *     **Rate limit.** At most 10 code checks (checkCode, reg, forgetPassword) per `content` within 10 minutes, and
         *     at most 30 failed checks per client address within 10 minutes (per namespace); beyond either it answers
         *     status 429 'Too many attempts. Try again in N s.' with `data.retry_after` (N) and the `Retry-After` header,
         *     and the code is not compared.
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
         *     e-mail is already registered.'), checked after the code, so only a caller the code proved to hold the phone
         *     learns it is taken (a wrong code answers 400 for any phone). `code` must be the register code (fun_type 1) sent to `area_code` + `phone`
         *     (400, field `code`, msg 'verification code error'). `password` (added by this contract: registration step 3
         *     sets it) must pass rules.checkNewPassword (400, field `password`, msg 'The password must contain uppercase and
         *     lowercase letters and numbers, and cannot have special symbols.'). All field errors are answered together;
         *     nothing is kept of a refused request.
         *
         *     Answers the new account's user info with a fresh user token (7 days); the code is used up. `user_id` (sales
         *     representative) and `client_user_id` (who shared the link) come from the share link and may be empty.
         *
         *     A wrong code counts towards the code's 5 tries; after the fifth the code is void (400, field `code`, rule
         *     `attempts`, msg 'This code was tried too many times. Please request a new code.'). The code check shares
         *     checkCode's rate limit (429 with `retry_after` and the `Retry-After` header).
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
         * @description `content` is the area code plus phone digits, or the e-mail, of an account of the request's data centre.
         *     `code` must be the reset code (fun_type 2) sent to that content (400, field `code`, msg 'verification code
         *     error'); `new_password` must pass rules.checkNewPassword (400, field `new_password`). A `content` with no
         *     account answers exactly as a wrong code does, whatever code is sent, so the call tells nobody which phones and
         *     e-mails have an account (our recommendation: a backend answering 404 'No account with this phone number or
         *     e-mail.' is within the contract but tells any caller which accounts exist). On success msg is 'Password reset succeeded', the code is used up and login's
         *     failure counts and locks for the account are cleared at every address.
         *
         *     **Sessions.** Every user token of the account is revoked (its calls then answer status 100), except the one
         *     that made this call when it is the account's own (Change Password at /retrieve?type=1 keeps its session).
         *
         *     A wrong code counts towards the code's 5 tries (void after the fifth: rule `attempts`); the code check
         *     shares checkCode's rate limit (429 with `retry_after` and the `Retry-After` header), applied before the
         *     account is looked up (so it answers the same for any `content`).
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
    "/api/v1/user/getMyCaseList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * My Cases - the cases of the signed-in client, the most recent first.
         * @description The cases a client has to do with: those they collected (the wish list's cases) and those a store showed them
         *     (offline browsing records of cases). Each case once, at its most recent moment (collected or shown), newest
         *     first; `is_fav` is the client's. A collected case removed from the wish list leaves My Cases unless a store
         *     showed it too. Signed-in users only (guest 401, missing or expired token 100).
         */
        post: operations["getMyCaseList"];
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
         * Links a social account (1 Facebook, 2 Google) to the signed-in account by its uid, proven by a provider credential.
         * @description The backend takes `{user_type, uid}`; `credential` is optional here but recommended, as for thirdLogin
         *     (`x-security-advisory` `uid-without-credential`: a bare uid would let a user link someone else's social
         *     account, and then sign in with it). The app sends both. The simulator refuses a bare uid (400, field
         *     `credential`, rule `required`); a credential is verified exactly as thirdLogin verifies it (the rules of
         *     SocialCredential; 400 `{field: credential, rule}` when it does not verify) and `uid` must be the credential's
         *     (else 400, field `uid`, rule `credential_subject`). A backend that follows the spec and links a bare uid
         *     answers 200, which this contract also allows. Linking the same uid again (with a new credential) is a success. A uid linked to
         *     another account of the data centre answers 409 'This Facebook account is already linked to another
         *     account.'; an account already linked to a different uid of that provider answers 409 'A Facebook account is
         *     already linked. Unlink it first.' (resp. Google). A pending social account with that uid is dropped.
         *     Answers the link flags. Signed-in users only (a guest token answers 401).
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
    "/api/v1/store/getRecentlyViewedList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What the user (or guest) viewed, online and in stores, sorted and filtered.
         * @description Entries are kept per signed-in user, or per guest token for a guest (a new guest token starts an empty list;
         *     signing in does not carry a guest's entries over). getProductDetail and getCaseDetail record online views
         *     (browsing type 1); offline views (2, seen in a store) come from the store systems; the simulator seeds a few
         *     for every seeded account. The same item viewed online and offline has one entry of each browsing type.
         *
         *     `sort_type`: 1 newest view first (default), 2 oldest first, 3 most views (`time`) first, 4 fewest first; ties
         *     by the newer view. `browsing_type` 1 or 2 keeps one kind (absent: both). `is_product`, `is_case`,
         *     `is_display`: 1 include (default), 2 exclude products, cases, displays. `is_fav` is the user's (2 for guests).
         */
        post: operations["getRecentlyViewedList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/store/getAppointmentItem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A store's extra booking questions (single choice, multiple choice or text), for the booking form.
         * @description Guests and users. An unknown store answers 404 'This store does not exist.'
         */
        post: operations["getAppointmentItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/store/addAppointment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Books a store visit for the signed-in client (a guest registers first, with sendCode and reg).
         * @description The store's own rules are checked with the simulator's clock (`rules.bookingRefusal`, all dates and times UTC):
         *     a past day, a closed weekday or a day inside a holiday range (both ends included) is a 400 naming `select_date`;
         *     a time that is not one of the store's hourly slots, or today's slot that has begun, a 400 naming `select_time`.
         *     Every question with `is_required` 1 must be answered in `items` (400 naming `items`, rule `required_item`).
         *     The same booking sent again within 5 seconds (a double tap) answers the first appointment instead of a second.
         *     An unknown store answers 404 'This store does not exist.'
         */
        post: operations["addAppointment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/store/getAppointmentDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One of the client's appointments with its QR code.
         * @description An appointment of another client, or none, answers 404 'This appointment does not exist.'
         */
        post: operations["getAppointmentDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/store/setReaded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marks an appointment (type 1) or a store record (type 2) as seen, which lowers the lists' new-item counts.
         * @description Another client's item, or none, answers 404.
         */
        post: operations["setReaded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/store/getMyAppointmentList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The client's appointments, the latest booked first, of one type or all.
         * @description `type` 0 or absent: all; 1 ongoing, 2 completed, 3 expired (computed from the clock when read). `is_new_count` counts unseen ones of every type.
         */
        post: operations["getMyAppointmentList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/store/getClientRecordList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The client's store visits, the latest first, with the counts the records page starts from.
         * @description `is_need_evaluation_count`: visits still waiting for the client's evaluation.
         */
        post: operations["getClientRecordList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/store/getClientRecordStarItem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The questions of a visit's evaluation. */
        post: operations["getClientRecordStarItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/store/addClientRecordStar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Evaluates a store visit: stars, an answer to every question, and a remark.
         * @description `star` 1 to 5; every question of getClientRecordStarItem answered in `items` (single choice: one of its
         *     option ids; multiple choice: one or more, joined by commas; text: not empty), else a 400 naming `items` and the
         *     question; `star_remark` not empty (spaces alone count as empty: a 400 naming `star_remark`). Another client's visit answers 404; a visit already evaluated 409 'This visit
         *     has already been evaluated.'
         */
        post: operations["addClientRecordStar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/store/getClientRecordDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One store visit with what was browsed there.
         * @description Another client's visit, or none, answers 404.
         */
        post: operations["getClientRecordDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/store/getMyTransactionList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The client's store purchases, the latest first. */
        post: operations["getMyTransactionList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/store/getMyTransactionDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One store purchase, its products grouped by brand.
         * @description Another client's purchase, or none, answers 404.
         */
        post: operations["getMyTransactionDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/getProductTypeList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The two-level product type tree of every brand (or the children of one type).
         * @description Without `pid`: the first-level types of every brand (Wall Tiles, Floor Tiles, Outdoor, Mosaics), in brand order,
         *     each with its second-level types (the looks) in `children`. With `pid`: the second-level types under that type
         *     (each with `children` empty); an unknown `pid` answers an empty list. `brand_id` narrows to one brand. The
         *     product center shows a brand's first-level types on the left and the chosen one's children on the right.
         */
        post: operations["getProductTypeList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/getProductList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Products, filtered, searched and sorted, 30 a page by default.
         * @description Filters combine (all must hold):
         *     - `type_id`: comma-separated product type ids; a first-level type includes its second-level types.
         *     - `brand_id`: comma-separated brand ids (the brand tabs).
         *     - `attr_id_str`: comma-separated attribute value ids from getProductAttrList; a product must have **every**
         *       one of them.
         *     - `search_txt`: matched, without regard to case, against the product name **and** the product number.
         *
         *     `sort` (a string): '' or absent Default (editor's order), '1' Newest first, '2' Trending (most viewed; every
         *     getProductDetail counts). Ties keep the id order. Pages: `page` from 1, `limit` items (30 in the app; a page
         *     with fewer is the last). A page past the end answers an empty list with the total. `click_search_buttom` 1
         *     means the user pressed the search button: the simulator counts it (see /control/getStats); 2 or absent does
         *     not count. `is_fav` is the current user's (2 for guests).
         */
        post: operations["getProductList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/getProductAttrList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The product attributes (Finish, Size, Colour, Application, ...) and their values, for the filter.
         * @description Every attribute group with the values that at least one product of the given types has (all products when
         *     `type_id` is empty), so a filter built from it never starts empty. `type_id` is comma-separated product type
         *     ids; a first-level type includes its children. Groups without any such value are left out. Colour shows
         *     swatches (`is_filter_show_img` 1).
         */
        post: operations["getProductAttrList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/getProductDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One product with pictures, attributes, renderings, related cases and recommendations.
         * @description Records a view unless `record_view` is 2 (a look-up): the current user's (or, for a guest, the guest token's)
         *     recently-viewed entry of this product with browsing type 1 (online) gets one more `time` and a new
         *     `last_time`, and the product's trending count grows by one. `from_case_id` / `from_product_id` say where the user came from (the case or product detail
         *     page): that case is left out of `related_case_list` and that product out of `recommended_product_list`; ids
         *     that name nothing are ignored.
         *
         *     `recommended_product_list`: per brand (the product's own first), up to 5 products of the same look, else of
         *     the same first-level type, never the product itself; brands with none are left out.
         *     `related_case_list`: up to 6 cases that use the product, then other cases of its brand.
         *     An unknown `product_id` answers 404 'This product does not exist.'
         */
        post: operations["getProductDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/productFav": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Collects or removes a product (toggle), or removes several at once.
         * @description Signed-in users only: a guest token answers 401 'Please log in first.', a missing or expired user token 100.
         *     Favourites belong to the user and are kept with the namespace's state (they survive a reload and, with
         *     `--state`, a restart).
         *
         *     `product_id` with one id toggles it: collected afterwards answers `is_fav` 1 (the app says 'Collected'),
         *     removed answers 2. Two or more comma-separated ids (`'3,5,9'`, the wish list's Remove) always remove: each
         *     listed product leaves the favourites, ids not collected are ignored, and the answer is `is_fav` 2. One id that
         *     names no product answers 404 'This product does not exist.'
         */
        post: operations["productFav"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/product/getProductFavList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The signed-in user's collected products, the last collected first.
         * @description Signed-in users only (guest 401, missing or expired token 100). `brand_id` (comma-separated) narrows to the
         *     wish list's brand sub-tab; empty or absent gives every brand. `type_id` (comma-separated first- or
         *     second-level product types, as in getProductList) narrows to calculator-add's type tab. Every item has
         *     `is_fav` 1.
         */
        post: operations["getProductFavList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cases/getCaseSubjectList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The case subjects, each with its first cases.
         * @description In the editor's order. Each subject carries up to 4 of its cases (default order) in `list`, with the current
         *     user's `is_fav`.
         */
        post: operations["getCaseSubjectList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cases/getCaseTypeList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The case types of the case index tabs: one per brand.
         * @description Case types are the brands: `id` is the brand id that getCaseList's and getCaseAttrList's `type_id` take, and
         *     that hot words' `case_type_id_str` lists.
         */
        post: operations["getCaseTypeList"];
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
         * @description Filters combine (all must hold):
         *     - `type_id`: comma-separated case type ids (= brand ids, getCaseTypeList).
         *     - `attr_id_str`: comma-separated case attribute value ids (getCaseAttrList); a case must have **every** one.
         *     - `city_id`: a city id of getLocationList / getAllCity (the region's own country).
         *     - `case_subject_id`: the subject's cases only.
         *     - `search_txt`: matched, without regard to case, against the case name, its city **and** the product numbers
         *       and names of the products it uses.
         *
         *     `sort` (a string): '' or absent Default (editor's order), '1' Newest first, '2' Trending (most viewed; every
         *     getCaseDetail counts). Ties keep the id order. A page past the end answers an empty list with the total.
         *     `click_search_buttom` 1 means the user pressed the search button: the simulator counts it (see
         *     /control/getStats); 2 or absent does not.
         *     `is_fav` is the current user's (2 for guests).
         */
        post: operations["getCaseList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cases/getCaseAttrList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The case attributes (Style, Project, Area, ...) and their values, for the filter.
         * @description Every group with the values that at least one case of the given types has (all cases when `type_id` is
         *     empty). `type_id` is comma-separated case type (brand) ids.
         */
        post: operations["getCaseAttrList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cases/getCaseDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One case with its story, attributes, renderings with tagged products, uploader and related cases.
         * @description Records a view unless `record_view` is 2 (a look-up): the current user's (or, for a guest, the guest token's)
         *     recently-viewed entry of this case with browsing type 1 (online) gets one more `time` and a new `last_time`,
         *     and the case's trending count grows by one. An unknown `case_id` answers 404 'This case does not exist.'
         */
        post: operations["getCaseDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cases/caseFav": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Collects or removes a case (toggle), or removes several at once.
         * @description Signed-in users only: a guest token answers 401 'Please log in first.', a missing or expired user token 100.
         *     `case_id` with one id toggles it (`is_fav` 1 collected, 2 removed); two or more comma-separated ids always
         *     remove each of them (ids not collected are ignored) and answer `is_fav` 2. One id that names no case answers
         *     404 'This case does not exist.' Favourites are kept with the namespace's state.
         */
        post: operations["caseFav"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cases/getCaseFavList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The signed-in user's collected cases, the last collected first.
         * @description Signed-in users only (guest 401, missing or expired token 100). `brand_id` (comma-separated) narrows to the
         *     wish list's brand sub-tab. Every item has `is_fav` 1.
         */
        post: operations["getCaseFavList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cases/getCaseSubjectDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A case subject's banner and its cases, 30 a page by default.
         * @description `banner` is the subject (its `list` holds its first 4 cases, as in getCaseSubjectList); `list` and `total` page
         *     through all of its cases in `sort` order ('' default, '1' newest, '2' trending). An unknown `case_subject_id`
         *     answers 404 'This case subject does not exist.'
         */
        post: operations["getCaseSubjectDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/brand/getBrandContentType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Brand content types (Brand Story, Catalogues, Videos, Inspiration), or the sub-types of one.
         * @description Without `type_id` (or 0): the top-level types. With `type_id`: its sub-types (the tabs under the selector);
         *     an unknown id answers an empty list.
         */
        post: operations["getBrandContentType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/brand/getBrandContentList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Brand content of a type, of a brand, or matching a search, newest first.
         * @description `type_id`: a content type; a top-level type includes its sub-types. `brand_id` or `brand_name` (any case; the
         *     /brand page's query) narrow to one brand. `search_txt` matches the title without regard to case. Everything
         *     absent lists all content. Kinds (`type`): 1 image, 2 images, 3 video, 4 PDF.
         */
        post: operations["getBrandContentList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/brand/getBrandContentDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One piece of brand content: an image, several images, a video or a PDF.
         * @description `path` is the image (type 1), the video file (type 3, WebM or MP4 served with Range support; `preview` is its
         *     poster) or the PDF (type 4, `doc/NAME.pdf`, served with Content-Type application/pdf); type 2 has its pictures in
         *     `img_list`. Every file is served by the simulator's CDN stand-in, so it works offline: its videos are short VP9
         *     WebM clips (`video/NAME.webm`) and its PDFs real documents of several pages with compressed streams. An
         *     unknown id answers 404 'This content does not exist.'
         */
        post: operations["getBrandContentDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/template/getTemplateSpaceList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The spaces 3D displays are filed under (Living Room, Kitchen, ...), for the Space filter. */
        post: operations["getTemplateSpaceList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/template/getTemplateList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 3D room templates (displays), optionally of one space or matching a search, 30 a page by default.
         * @description `sort` is always 1 (the editor's order). `space_id` narrows to one space (0 or absent: all); `search_txt` matches
         *     the name without regard to case. `is_fav` is the current user's.
         */
        post: operations["getTemplateList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/template/templateFav": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Collects or removes a 3D display (toggle), or removes several at once.
         * @description Signed-in users only: a guest token answers 401 'Please log in first.', a missing or expired user token 100.
         *     `template_id` with one id toggles it (`is_fav` 1 collected, 2 removed); two or more comma-separated ids always
         *     remove each of them (ids not collected are ignored) and answer `is_fav` 2. One id that names no template
         *     answers 404 'This display does not exist.'
         */
        post: operations["templateFav"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/template/getTemplateFavList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The signed-in user's collected 3D displays, the last collected first.
         * @description Signed-in users only (guest 401, missing or expired token 100). `space_id` narrows to one space (the Display
         *     tab's Space filter; 0 or absent: all). Every item has `is_fav` 1.
         */
        post: operations["getTemplateFavList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/template/getTemplatePlanList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The signed-in user's saved template plans (matching records), the newest first.
         * @description Signed-in users only (guest 401, missing or expired token 100). Each plan lists its sides with the products
         *     laid on them; calculator-add's 'Add From Matching Records' and the records page read it.
         */
        post: operations["getTemplatePlanList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/template/saveTemplatePlan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves the customer's matching of a display (the products on each side) as a new plan, with its screenshot.
         * @description Signed-in users only (guest 401, missing or expired token 100). `side_list` is JSON text: a list of at least one
         *     side, each `{side_uuid, side_name, pave_mode_uuid, pave_mode_name, product_id_str, type}` (the 3D frame's
         *     `returnTemplateInfo` sides, docs/display-protocol.md), each side uuid at most once, and product ids of the
         *     region. Side uuids are the display host's: the backend keeps them as sent. `screenshot` is the asset path `uploadImage` answered for the view (the plan's
         *     preview; the display's own picture without it). The plan belongs to the user and the data centre.
         *
         *     | input | answer |
         *     |---|---|
         *     | `template_uuid` of no display of the region | 404 'This display does not exist.' |
         *     | `side_list` not JSON | 400, field `side_list`, rule `json` |
         *     | not a list, empty, or a side of the wrong shape | 400, field `side_list`, rule `side_list` |
         *     | a side uuid listed twice | 400, field `side_list`, rule `duplicate_side` |
         *     | a product id the region does not have | 400, field `side_list`, rule `unknown_product` |
         *     | `screenshot` not an asset path | 400, field `screenshot`, rule `pattern` |
         *
         *     Nothing is saved when the answer is not 200.
         */
        post: operations["saveTemplatePlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/template/getTemplatePlanInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One saved plan of the signed-in user, with its sides.
         * @description Signed-in users only (guest 401, missing or expired token 100). A plan of another user, of another data centre,
         *     deleted or never made answers 404 'This plan does not exist.' and shows none of its data.
         */
        post: operations["getTemplatePlanInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/template/delTemplatePlan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes one of the signed-in user's saved plans for good ('Deleted').
         * @description Signed-in users only (guest 401, missing or expired token 100). A plan that is not the user's, or is already
         *     deleted, answers 404 'This plan does not exist.' and changes nothing. Sides the calculator already made from the
         *     plan stay.
         */
        post: operations["delTemplatePlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calculator/getCalculatorList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The signed-in user's calculator sides, the newest first, each with its products and boxes.
         * @description Signed-in users only (guest 401, missing or expired token 100). Sides moved to Recently Deleted are not
         *     listed. Sides belong to the user and the data centre: another region's calculator is another list.
         */
        post: operations["getCalculatorList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calculator/addCalculatorSideByProduct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds one side per product (calculator-add from collections, favourites or recently viewed, or product detail).
         * @description Each new side has no space yet, 'Continuous laying', metres, no dimensions, and the product at a 100% share
         *     (so 0 boxes until a size is entered). Any id that names no product of the region answers 404 'This product does
         *     not exist.' and adds nothing.
         */
        post: operations["addCalculatorSideByProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calculator/addCalculatorSideByTemplatePlan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds the sides of saved template plans (matching records), with the products laid on each.
         * @description One side per plan side: named '<plan space> Wall' or '<plan space> Floor' by the side's type, with its laying
         *     mode and its products sharing the side evenly (`rules.evenShares`). Only the user's own plans count: an id
         *     that names no plan of this user answers 404 'This plan does not exist.' and adds nothing.
         */
        post: operations["addCalculatorSideByTemplatePlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calculator/copyCalculatorSide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copies a side with its size, openings and products (listed first).
         * @description A side that is not the user's, or is deleted, answers 404 'This calculation does not exist.'
         */
        post: operations["copyCalculatorSide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calculator/delCalculatorSide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Moves a side to Recently Deleted (a soft delete; restoreDelCalculatorSide brings it back).
         * @description A side that is not the user's, or is already deleted, answers 404 'This calculation does not exist.'
         */
        post: operations["delCalculatorSide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calculator/delCalculatorAllSide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Moves every side of the calculator to Recently Deleted.
         * @description An empty calculator answers 200 with `count` 0.
         */
        post: operations["delCalculatorAllSide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calculator/editCalculatorSide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes a side's space, laying mode, unit, size or openings; the boxes of its products are computed again.
         * @description Fields left out keep their value. Dimensions are 0 to 1,000 (metres, or feet when `unit` is '2'), counts 0 to
         *     100; anything else is a 400 naming the field, and nothing is changed. Doors and windows count only on a wall
         *     (a `side_name` containing 'wall'); they are kept, not cleared, when the space changes. Every product's `box` is
         *     computed again with `rules.boxesFor` and saved. A side that is not the user's, or is deleted, answers 404
         *     'This calculation does not exist.'
         */
        post: operations["editCalculatorSide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calculator/editCalculatorSideProduct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes a side product's product (Change Products) or its share, and saves its boxes.
         * @description `box` is the count the app shows; the server computes the count again with the same rule (`rules.boxesFor`)
         *     and saves its own, so a count computed from a stale size is never stored (the answer carries the saved side).
         *     `product_id` replaces the product (404 'This product does not exist.' when it names none); `product_percentage`
         *     sets its share (0 to 100): one number, or a list of one per product of the side of which the element at this
         *     side product's position applies (`rules.shareOf`; the simulator answers with the number it saved). Either marks the product edited (`is_edit` '1'). A side product that is not the
         *     user's answers 404 'This calculation does not exist.'
         */
        post: operations["editCalculatorSideProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calculator/getDelCalculatorList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recently Deleted, the last deleted first, 20 a page by default. */
        post: operations["getDelCalculatorList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calculator/restoreDelCalculatorSide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Brings deleted sides back to the calculator.
         * @description Every id must name one of the user's deleted sides, else 404 'This calculation does not exist.' and nothing moves.
         */
        post: operations["restoreDelCalculatorSide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calculator/delMustCalculatorSide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Removes deleted sides for good.
         * @description Every id must name one of the user's deleted sides, else 404 'This calculation does not exist.' and nothing is removed.
         */
        post: operations["delMustCalculatorSide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calculator/addToShoppinglist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves the selected sides as one shopping (to-buy) list entry, with prices.
         * @description The entry keeps a copy of each side as it is now. Every id must name a side of the user's calculator (404
         *     'This calculation does not exist.'); a side whose boxes are 0 is refused with 400 'Products with zero boxes
         *     cannot be added to the to-buy list' (field `side_id`, rule `zero_boxes`). Nothing is saved on any error.
         *     The same selection with the same content sent again within 5 seconds (a double tap) answers the entry made
         *     the first time instead of a second one.
         */
        post: operations["addToShoppinglist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calculator/getShoppinglist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The user's shopping list entries, the newest first. */
        post: operations["getShoppinglist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calculator/delShoppinglist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes a shopping list entry (its shared link stops working).
         * @description An entry that is not the user's answers 404 'This shopping list does not exist.'
         */
        post: operations["delShoppinglist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calculator/addCalculatorSideByShoppingList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Puts the sides of a shopping list entry back into the calculator as new sides.
         * @description An entry that is not the user's answers 404 'This shopping list does not exist.'
         */
        post: operations["addCalculatorSideByShoppingList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calculator/getClientShoppingInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The read-only view of a shopping list with prices, for whoever holds its link.
         * @description Anyone with a token (guest or user) may read a list by its id: the id is the secret of the shared link, random
         *     and never sequential (see `ShoppingListId`). An unknown id answers 404 'This shopping list does not exist.'
         */
        post: operations["getClientShoppingInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/share/shareCase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records that the user shared a case (the share sheet's link was copied).
         * @description Guests may share too. Each call adds one to the case's share count, which the answer gives (and getCaseDetail's `share_count`); QA reads
         *     every count with /control/getStats. An unknown `case_id` answers 404 'This case does not exist.'
         */
        post: operations["shareCase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/share/shareProduct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records that the user shared a product (the share sheet's link was copied).
         * @description Guests may share too. Each call adds one to the product's share count, which the answer gives (and getProductDetail's `share_count`); QA reads
         *     every count with /control/getStats. An unknown `product_id` answers 404 'This product does not exist.'
         */
        post: operations["shareProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/share/shareTemplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records that the user shared a 3D display (the share sheet's link was copied).
         * @description Guests may share too. Each call adds one to the 3D display's share count, which the answer gives; QA reads
         *     every count with /control/getStats. An unknown `template_id` answers 404 'This display does not exist.'
         */
        post: operations["shareTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/share/shareTemplatePlan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records that the user shared a saved template plan (matching record) (the share sheet's link was copied).
         * @description Guests may share too (a shared link opens the plan for anyone). Each call adds one to the saved template plan
         *     (matching record)'s share count, which the answer gives; QA reads every count with /control/getStats. A
         *     `template_plan_id` that names no saved plan of the data centre (never saved, or deleted) answers 404 'This plan
         *     does not exist.' The seeded accounts own plans 1-6 in each data centre.
         */
        post: operations["shareTemplatePlan"];
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
        /**
         * Sets the namespace's clock to a moment; it runs on from there.
         * @description The moment must lie in the years 2000 to 2099 (UTC); any other answers 400 and leaves the clock as it was. advanceClock keeps to the same range (rule `clock_range`).
         */
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
         * The QR text and picture of a product, template, external page or product center, to print or display for the scanner.
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
    "/control/socialCredential": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A credential from the stand-in Facebook or Google provider, as its sign-in page would hand back, for tests and sequences.
         * @description Issued exactly as the stand-in page `/stand-in/{provider}/login` issues it (see SocialCredential): for `uid`
         *     (a stand-in account such as fb-100002 or g-200003, or any other uid), for the app `client_id` (default
         *     `storefront-web`; another value gives a credential the app must refuse, rule `audience`), valid 10 minutes
         *     on this namespace's clock and usable once by thirdLogin, googleLogin or bindPlatform.
         */
        post: operations["controlSocialCredential"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/control/getStats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What the catalogue recorded in the namespace: search-button presses and share counts, so QA and tests can check them.
         * @description `search_clicks` counts getProductList and getCaseList calls with `click_search_buttom` 1 (all data centres);
         *     `search_log` lists the last 100 of them, oldest first. `shares` has one entry per shared item with its
         *     count (shareProduct, shareCase, shareTemplate, shareTemplatePlan), ordered by data centre, kind and id.
         *     `datacenter_uuid` narrows the log and the shares to one data centre (the counter stays the total).
         */
        post: operations["controlGetStats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/control/visitStore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A client arrives for an appointment: it becomes completed (2) and a store visit is recorded, with what the client browsed there and, when asked, a purchase.
         * @description The visit record waits for the client's evaluation. Browse records are a few products, cases and displays of
         *     the region chosen from the seed. With `purchase` true a purchase (currency Ksh, boxes per product) is made too.
         *     An appointment that does not exist answers 404; one already visited or expired 409.
         */
        post: operations["controlVisitStore"];
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
         * @description Any answer whose status is not 200. `msg` is meant for the user; `data.errors` (on 400) names each field and
         *     the rule it broke.
         *
         *     **429 (too many requests).** A rate limit or a wait answers status 429 with `data.retry_after`: the whole
         *     seconds (at least 1) after which the same request may succeed. The HTTP answer (still HTTP 200, as every
         *     envelope) carries the same number in a `Retry-After` header. The app shows `msg` as it shows any server
         *     message; a client must not retry before `retry_after` has passed.
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
            /**
             * @description For the user, in English. Recommended: when the request's `Accept-Language` prefers Chinese (`zh`,
             *     `zh-CN`, `zh-Hans`), a text the app's message catalogue also holds comes in Chinese (the simulator does
             *     this; the app sends the customer's language on every call). `data.errors[].message` stays English.
             */
            msg: string;
            data: {
                errors?: components["schemas"]["FieldError"][];
                /** @description On status 429 only. Seconds to wait before the same request may succeed; the `Retry-After` header carries it too. */
                retry_after?: number;
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
        /** @description The fields of UserInfo, open so that a social sign-in's answer can add `is_fill` beside them. */
        UserInfoFields: {
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
         * @description A signed-in client, as login, registration, social sign-in and getUserInfo answer it. Ids and names of the
         *     location are those of getLocationList (0 and '' when not set). The app stores it for 7 days.
         */
        UserInfo: components["schemas"]["UserInfoFields"];
        /**
         * @description The social provider. 1 Facebook, 2 Google.
         * @enum {integer}
         */
        UserType: 1 | 2;
        /** @description The provider's id of the social account (Facebook's user id, Google's `sub`), as the provider's sign-in hands it back. When a credential is sent too, it must be the credential's own uid. */
        SocialUid: string;
        /**
         * @description A social provider's credential for this app: the Facebook access token or the Google ID token that the
         *     provider's sign-in page hands back. The server verifies it and takes the uid from it; each failure answers
         *     status 400, msg 'The Facebook sign-in could not be verified. Please try again.' (resp. Google), with one field
         *     error `{field: credential, rule}`:
         *
         *     - `credential`: not issued by a provider (malformed, altered or forged signature), message 'was not issued by
         *       the provider';
         *     - `provider`: issued by the other provider than `user_type` says, message 'was issued by another provider';
         *     - `audience`: issued for another app (its audience is not this app's client id, `storefront-web` in the
         *       simulator), message 'was issued for another app';
         *     - `expired`: more than 10 minutes old on the server's clock, message 'has expired';
         *     - `used`: already used by a call (thirdLogin, googleLogin or bindPlatform), message 'was already used'. A
         *       credential is spent by the call that verifies it, whatever that call answers next.
         *
         *     The simulator's stand-in providers issue `<payload>.<signature>`: base64url JSON `{iss, aud, sub, name, email,
         *     iat, exp, jti}` (`iss` stand-in.facebook or stand-in.google, times in ms on the namespace's clock) and a
         *     base64url HMAC-SHA256 under a key drawn at start-up from node:crypto, so no credential survives a restart and
         *     none can be made without the simulator. The stand-in pages take `client_id` (the audience to issue for) and
         *     redirect back with `credential`; `/control/socialCredential` issues one for tests.
         */
        SocialCredential: string;
        SignedInSocially: {
            /**
             * @description The social account belongs to a complete account; signed in.
             * @constant
             */
            is_fill: 1;
        } & components["schemas"]["UserInfoFields"];
        PendingSocialAccount: {
            /**
             * @description The social account must be completed with thirdFill first.
             * @constant
             */
            is_fill: 2;
            /** @description The pending social account to pass to thirdFill. */
            client_user_id: string;
        };
        /**
         * @description A social sign-in's answer. The user info sits in `data` itself, beside `is_fill` (the backend reads it there):
         *
         *     - `is_fill` 1, the social account belongs to a complete account: every UserInfo field (a fresh user token in
         *       `access_user_token`, `client_user_id` the account's).
         *     - `is_fill` 2, it must be completed with thirdFill first: only `is_fill` and `client_user_id` (the pending
         *       social account's). There is no account yet, so no token and no profile; what a real backend sends here is an
         *       open question (docs/backend-questions.md), and any further field is refused so a token cannot slip out.
         */
        ThirdLoginResult: components["schemas"]["SignedInSocially"] | components["schemas"]["PendingSocialAccount"];
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
            /**
             * @description Seconds before another code may be asked for the same content and fun_type: the 59-second countdown (docs/product/account.md#verification-codes).
             * @constant
             */
            resend_in: 59;
            /**
             * @description Seconds the code stays usable: 600 (10 minutes), in seconds.
             * @constant
             */
            expires_in: 600;
            /** @description The code itself. Accepted because some backends send it, but advised against (sendCode's x-security-advisory `code-in-answer`): a server should leave it out, and the app never reads it. */
            code?: components["schemas"]["CodeDigits"];
        };
        Empty: Record<string, never>;
        /** @description An id, as a JSON integer (`42`) or a string of its digits (`"42"`); 0, signs, spaces and leading zeros are not ids. */
        Id: number | `${number}`;
        /** @default 1 */
        Page: number;
        /**
         * @description Items a page; the app asks 30 (rules.CATALOGUE_PAGE_SIZE) and stops when fewer come back.
         * @default 30
         */
        Limit: number;
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
        BindState: {
            /** @enum {integer} */
            is_bind_facebook: 1 | 2;
            /** @enum {integer} */
            is_bind_google: 1 | 2;
        };
        /**
         * @description A time of day on a 24-hour clock, `HH:mm` or `HH:mm:ss` (seconds are ignored). The backend's format for store
         *     hours is not settled (docs/backend-questions.md), so both spellings a real backend plausibly sends are accepted;
         *     the simulator sends `HH:mm`.
         * @example 09:00
         * @example 18:30:00
         */
        StoreClockTime: string;
        /**
         * @description 1 open, 2 closed on that weekday.
         * @enum {integer}
         */
        RestFlag: 1 | 2;
        Holiday: {
            /** Format: date */
            start_date: string;
            /**
             * Format: date
             * @description The last closed day (both ends are included).
             */
            end_date: string;
        };
        Store: {
            id: number;
            store_name: string;
            /** @description The store's address (the same field name as an appointment's). */
            adds: string;
            /** @description The store's tier as shown to customers. */
            level_name: string;
            /** @description Metres from the position asked about. */
            distance: number;
            latitude: number;
            longitude: number;
            area_code: string;
            phone: string;
            /** @description Opening time of day. */
            business_hours_start: components["schemas"]["StoreClockTime"];
            /** @description Closing time of day; earlier than business_hours_start when the store closes after midnight. */
            business_hours_end: components["schemas"]["StoreClockTime"];
            img: string;
            is_rest_monday: components["schemas"]["RestFlag"];
            is_rest_tuesday: components["schemas"]["RestFlag"];
            is_rest_wednesday: components["schemas"]["RestFlag"];
            is_rest_thursday: components["schemas"]["RestFlag"];
            is_rest_friday: components["schemas"]["RestFlag"];
            is_rest_saturday: components["schemas"]["RestFlag"];
            is_rest_sunday: components["schemas"]["RestFlag"];
            /** @description Closed periods; a booking is refused on any day inside one, both ends included. */
            holiday_list: components["schemas"]["Holiday"][];
        };
        /** @description Comma-separated ids (`"3,5,9"`), or one id as a JSON integer (`3`); empty (or 0) means no filter. */
        IdList: string | number;
        /**
         * @description 1 collected by the current user, 2 not (always 2 for a guest).
         * @enum {integer}
         */
        IsFav: 1 | 2;
        RecentlyViewedItem: {
            content_id: number;
            /**
             * @description 1 product, 2 case, 3 display (template).
             * @enum {integer}
             */
            type: 1 | 2 | 3;
            content_name: string;
            preview: string;
            /** @description The product number; empty for cases and displays. */
            product_number: string;
            /** @description The product's spec name ('600x1200 mm'); empty for cases and displays. */
            size: string;
            /** @description How many times it was viewed (this browsing type). */
            time: number;
            /**
             * Format: date-time
             * @description The last view.
             */
            last_time: string;
            /**
             * @description 1 online (in the app), 2 offline (in a store).
             * @enum {integer}
             */
            browsing_type: 1 | 2;
            is_fav: components["schemas"]["IsFav"];
        };
        /** @description A store's extra booking question. */
        AppointmentItem: {
            id: number;
            item_name: string;
            /** @description 2 single choice, 4 multiple choice; any other code (the simulator sends 1) is a free-text answer (rules.appointmentQuestionKind). */
            type: number;
            /**
             * @description 1 required, 2 optional.
             * @enum {integer}
             */
            is_required: 1 | 2;
            sub_item_list: {
                item_name: string;
            }[];
        };
        /**
         * @description JSON text of a list of answers, `[{"item_id": 3, "item_value": "Kitchen"}]`; a multiple choice joins its choices
         *     with commas. Text that is not such a list is a 400 naming `items`.
         */
        ItemsJson: string;
        StaffCard: {
            headimg: string;
            first_name: string;
            last_name: string;
            position: string;
        };
        Appointment: {
            id: number;
            /** Format: date */
            select_date: string;
            select_time: string;
            /** @description Asset path of the QR picture of `qrcode_value` (an SVG). */
            qrcode: string;
            /** @description The text in the QR code ('SFAPPT-' and 20 random characters) a store scans on arrival. */
            qrcode_value: string;
            store_id: number;
            store_name: string;
            level_name: string;
            /** @description The store's address. */
            adds: string;
            phone: string;
            /**
             * @description 1 ongoing, 2 completed (visited), 3 expired (its hour passed unvisited).
             * @enum {integer}
             */
            type: 1 | 2 | 3;
            /**
             * Format: date-time
             * @description When it was booked.
             */
            appointment_time: string;
            contact_name: string;
            contact: string;
            demand: string;
            /**
             * @description 1 not yet seen in the records (setReaded clears it).
             * @enum {integer}
             */
            is_new: 1 | 2;
            user_data: components["schemas"]["StaffCard"];
            appointment_item_list: {
                item_name: string;
                appointment_item_value: string;
            }[];
        };
        BrowseRecord: {
            content_id: number;
            /**
             * @description 1 product, 2 case, 3 display (template).
             * @enum {integer}
             */
            type: 1 | 2 | 3;
            name: string;
            preview: string;
        };
        /** @description A store visit. */
        ClientRecord: {
            id: number;
            /** Format: date-time */
            create_time: string;
            store_name: string;
            level_name: string;
            /** @description The appointment the visit came from; 0 for a walk-in. */
            appointment_id: number;
            user_info: components["schemas"]["StaffCard"];
            browse_records_list: components["schemas"]["BrowseRecord"][];
            /**
             * @description 1 waiting for the client's evaluation.
             * @enum {integer}
             */
            is_need_evaluation: 1 | 2;
            /** @description 0 until evaluated. */
            star: number;
            star_remark: string;
            /** @enum {integer} */
            is_new: 1 | 2;
        };
        EvaluationQuestion: {
            id: number;
            item_name: string;
            /**
             * @description 1 single choice, 2 multiple choice, 3 text.
             * @enum {integer}
             */
            type: 1 | 2 | 3;
            slist: {
                id: number;
                item_name: string;
            }[];
        };
        TransactionProduct: {
            product_id: number;
            product_name: string;
            product_number: string;
            preview: string;
            spec_name: string;
            /** @description Boxes bought. */
            box: number;
            amount: number;
        };
        /** @description A purchase made in a store (Transaction and TransactionDetail close it). */
        TransactionBase: {
            id: number;
            /** @description The brands bought, joined by commas. */
            brand_name: string;
            /**
             * @description Purchases are shown in Kenyan shillings (docs/product/appointments.md#records-and-evaluation).
             * @constant
             */
            currency: "Ksh";
            amount: number;
            /** @description What has been paid so far. */
            arrived: number;
            /** Format: date-time */
            create_time: string;
            store_name: string;
            product_list: components["schemas"]["TransactionProduct"][];
            deal_img_list: {
                img_path: string;
            }[];
        };
        Transaction: components["schemas"]["TransactionBase"];
        TransactionDetail: {
            /** @description The products grouped by brand. */
            list: {
                brand_name: string;
                product_list: components["schemas"]["TransactionProduct"][];
            }[];
        } & components["schemas"]["TransactionBase"];
        /** @description An id that may be left empty, as a JSON integer or a string of digits; 0, '0' and '' mean none (no filter, the first level). */
        OptionalId: number | `${number}` | "";
        ProductType: {
            id: number;
            type_name: string;
            /** @description Asset path of the type's picture. */
            img_path_phone: string;
            brand_id: number;
            brand_name: string;
            /** @description The second-level types under a first-level one; empty for a second-level type. */
            children: components["schemas"]["ProductType"][];
        };
        /**
         * @description A string code (docs/product/browsing.md#paging-and-sorting): '' or absent Default (the editor's order), '1' Newest (newest first),
         *     '2' Trending (most viewed first; views recorded by the detail calls count). rules.CATALOGUE_SORT in the SDK.
         * @default
         * @enum {string}
         */
        CatalogueSort: "" | "1" | "2";
        /** @description The tile's size and packing, as the calculator needs it. */
        ProductSpec: {
            /** @description The size as shown, e.g. '600x1200 mm'. */
            spec_name: string;
            /** @description Width of one tile in millimetres. */
            width: number;
            /** @description Height (length) of one tile in millimetres. */
            height: number;
            /** @description Tiles in one box. */
            pcs_box: number;
            /** @description Square metres one box covers (pcs_box x width x height / 1,000,000, rounded to 2 decimals). */
            area_box: number;
        };
        /** @description A product (collection item) as lists show it. */
        ProductSummary: {
            id: number;
            product_name: string;
            /** @description The product number printed on the box, e.g. 'MAR-0042P'. */
            product_number: string;
            /** @description Asset path of the picture. */
            preview: string;
            /** @description The second-level product type. */
            type_id: number;
            /** @description Name of the second-level type (the look). */
            type_name: string;
            /** @description Both levels of the type, e.g. 'Floor Tiles / Marble Look'. */
            type_txt: string;
            brand_id: number;
            brand_name: string;
            /** @description Asset path of the brand logo. */
            logo: string;
            /** @description Asset path of a corner badge ('New', 'Hot'); empty for none. */
            tag_icon: string;
            /** @description The size as shown ('600x1200 mm'): the backend's name for it where the calculator lists products to add (getProductList, getProductFavList), as recently viewed items carry it. Equals product_spec.spec_name. */
            size: string;
            /** @description Equals product_spec.spec_name (and size). */
            product_spec_name: string;
            product_spec: components["schemas"]["ProductSpec"];
            is_fav: components["schemas"]["IsFav"];
            /** Format: date-time */
            create_time: string;
        };
        AttrValue: {
            /** @description The id attr_id_str filters by. */
            id: number;
            attr_name: string;
            /** @description Asset path of a swatch when the group shows pictures; empty otherwise. */
            img_path: string;
        };
        /** @description An attribute (Finish, Size, Colour, ...) and the values a filter may choose. */
        AttrGroup: {
            id: number;
            attr_name: string;
            /**
             * @description 1 the filter shows each value's picture (colour swatches), 2 text only.
             * @enum {integer}
             */
            is_filter_show_img: 1 | 2;
            /** @description Asset path of the group's icon; empty for none. */
            img_path: string;
            sattr_list: components["schemas"]["AttrValue"][];
        };
        /**
         * @description Whether the call is the customer opening the item's detail page. 1 or absent records a view (the caller's
         *     recently-viewed entry and the item's trending count); 2 is a look-up for another screen (the products of a 3D
         *     room, a related list opened by its own address) and records nothing. The backend's documentation gives no way
         *     to tell the two apart, so Recently Viewed filled with items the customer never opened: this optional field is
         *     our recommendation to the backend team (rules.RECORD_VIEW in the SDK).
         * @default 1
         * @enum {integer}
         */
        RecordView: 1 | 2;
        ImgItem: {
            /** @description Asset path of the picture. */
            img_path: string;
        };
        /** @description One attribute of a product or case with the values it has. */
        AttrData: {
            id: number;
            attr_name: string;
            sattr_data: {
                id: number;
                attr_name: string;
            }[];
        };
        ProductParam: {
            /** @description The parameter's name, e.g. 'Water absorption'. */
            param_value: string;
            val: string;
        };
        SpaceEffect: {
            /** @description Asset path of the full-size room picture. */
            img_path: string;
            /** @description Asset path of its thumbnail. */
            preview: string;
        };
        RecommendedGroup: {
            brand_id: number;
            brand_name: string;
            brand_product_list: components["schemas"]["ProductSummary"][];
        };
        ProductDetail: {
            id: number;
            product_name: string;
            product_number: string;
            /** @description Plain-text description (paragraphs separated by blank lines). */
            product_content: string;
            preview: string;
            /** @description Pictures of the swiper, the preview first. */
            img_list: components["schemas"]["ImgItem"][];
            /** @description Asset path of a short video file (WebM or MP4, served with Range support); empty for none. The app plays it with the preview picture as its poster. The simulator serves small VP9 WebM clips (video/NAME.webm). */
            video: string;
            type_id: number;
            type_name: string;
            type_txt: string;
            brand_id: number;
            brand_name: string;
            logo: string;
            tag_icon: string;
            /** @description Equals product_spec.spec_name, as in ProductSummary. */
            size: string;
            product_spec_name: string;
            product_spec: components["schemas"]["ProductSpec"];
            /** @description The packing as shown, e.g. '2 pcs / 1.44 m² per box'. */
            box: string;
            is_fav: components["schemas"]["IsFav"];
            /** @description Every attribute of the product (more than 5; the app shows 5, then 'see all'). */
            attr_list: components["schemas"]["AttrData"][];
            param_list: components["schemas"]["ProductParam"][];
            /** @description An HTML fragment (headings, paragraphs, pictures with root-relative /cdn/ URLs); never scripts, but the app sanitises it anyway. */
            renderings: string;
            space_effect_list: components["schemas"]["SpaceEffect"][];
            related_case_list: components["schemas"]["CaseSummary"][];
            /** @description Times shareProduct recorded a share of this product. */
            share_count: number;
            /** Format: date-time */
            create_time: string;
            /** @description Products of the same look (else the same first-level type) grouped by brand, the product's own brand first, up to 5 a brand. */
            recommended_product_list: components["schemas"]["RecommendedGroup"][];
        };
        /** @description One or more comma-separated ids (`"3,5,9"`), or one id as a JSON integer (`3`); an empty list is refused (400). */
        IdListRequired: string | number;
        /**
         * @description One id toggles that item (collect it when it is not collected, remove it when it is). Two or more ids
         *     separated by commas (`3,5,9`, the wish list's batch removal) always remove: every listed id is taken out of
         *     the user's favourites, ids that are not collected are ignored, nothing is ever added.
         */
        FavIdList: components["schemas"]["IdListRequired"];
        FavResult: {
            /**
             * @description After the call: 1 the item is collected (the app says 'Collected'), 2 it is not. A batch removal always answers 2.
             * @enum {integer}
             */
            is_fav: 1 | 2;
        };
        CaseSubject: {
            id: number;
            case_subject_name: string;
            /** @description Asset path of the subject's banner picture. */
            bg: string;
            /** @description A sentence about the subject. */
            content: string;
            /** @description The subject's first cases (up to 4, default order), for the subject swiper. */
            list: components["schemas"]["CaseSummary"][];
        };
        /** @description A case category of the case index tabs. Case types are the brands (id = brand id). */
        CaseType: {
            id: number;
            type_name: string;
            logo: string;
        };
        Rendering: {
            img_path: string;
            remark: string;
            /** @description The products tagged in this picture. */
            product_list: components["schemas"]["ProductSummary"][];
        };
        RenderingSpace: {
            space_name: string;
            rendering_list: components["schemas"]["Rendering"][];
        };
        CaseBrand: {
            id: number;
            brand_name: string;
            brand_logo: string;
        };
        Uploader: {
            /** @description For a brand upload, the brand's name. */
            first_name: string;
            /** @description Empty for a brand upload. */
            last_name: string;
            /** @description The uploader's job; the value 'Brand' marks an upload by the brand itself (the app shows a brand icon). */
            position: string;
            /** @description The uploader's partner level, shown next to the position. */
            level_name: string;
            headimg: string;
        };
        CaseDetail: {
            id: number;
            case_name: string;
            /** @description Plain-text story of the project (paragraphs separated by blank lines). */
            content: string;
            star: number;
            preview: string;
            /** @description Asset path of the case video (WebM or MP4, served with Range support); empty for none (the app then shows the preview picture, else the preview is the video's poster). The simulator serves small VP9 WebM clips (video/NAME.webm). */
            video: string;
            city_name: string;
            country_name: string;
            brand_id: number;
            brand_name: string;
            brand_logo: string;
            /** @description Every brand whose products the case uses, comma-separated, the case's own brand first. */
            brand_list_str: string;
            is_fav: components["schemas"]["IsFav"];
            /** Format: date-time */
            create_time: string;
            case_subject_id: number;
            /** @description The case's attributes (the app shows 5, then 'see all'). */
            attr_list: components["schemas"]["AttrData"][];
            rendering_space_list: components["schemas"]["RenderingSpace"][];
            /** @description Every product tagged in the renderings, once. */
            product_applied_list: components["schemas"]["ProductSummary"][];
            /** @description Up to 6 other cases of the same subject or brand. */
            related_case_list: components["schemas"]["CaseSummary"][];
            /** @description The other brands whose products the case uses (the footer's other-brand list); may be empty. */
            brand_list: components["schemas"]["CaseBrand"][];
            user_info: components["schemas"]["Uploader"];
            /** @description Times shareCase recorded a share of this case. */
            share_count: number;
        };
        BrandContentType: {
            id: number;
            /** @description 0 for a top-level type; the parent's id for a sub-type. */
            pid: number;
            type_name: string;
            img_path_phone: string;
        };
        /**
         * @description 1 one image (`path`), 2 several images (`img_list`), 3 a video (`path`), 4 a PDF (`path`, served as application/pdf). rules.BRAND_CONTENT_KIND in the SDK.
         * @enum {integer}
         */
        BrandContentKind: 1 | 2 | 3 | 4;
        BrandContentSummary: {
            id: number;
            title: string;
            preview: string;
            type: components["schemas"]["BrandContentKind"];
            /** @description The content sub-type it belongs to. */
            type_id: number;
            brand_id: number;
            brand_name: string;
            /** Format: date-time */
            create_time: string;
        };
        BrandContent: {
            id: number;
            title: string;
            preview: string;
            type: components["schemas"]["BrandContentKind"];
            type_id: number;
            /** @description The image (type 1), video file (type 3: WebM or MP4, played with `preview` as its poster; video/NAME.webm in the simulator) or PDF (type 4: doc/NAME.pdf, any PDF with compressed streams and several pages; the app renders it with pdf.js); empty for type 2. */
            path: string;
            /** @description The pictures of type 2 (several); empty for the other types. */
            img_list: components["schemas"]["ImgItem"][];
            /** @description A short text shown under the content. */
            content: string;
            brand_id: number;
            brand_name: string;
            logo: string;
            /** Format: date-time */
            create_time: string;
        };
        TemplateSpace: {
            id: number;
            space_name: string;
        };
        /** @description A 3D room template (display). */
        Template: {
            id: number;
            /** @description The id the 3D display host knows the room by. */
            uuid: string;
            template_name: string;
            preview: string;
            space_id: number;
            space_name: string;
            /** Format: date-time */
            create_time: string;
            is_fav: components["schemas"]["IsFav"];
        };
        /** @description One surface of a saved template plan and the products laid on it. */
        PlanSide: {
            side_uuid: string;
            side_name: string;
            pave_mode_uuid: string;
            pave_mode_name: string;
            /** @description The products on the side, comma-separated. */
            product_id_str: string;
            /**
             * @description 1 floor, 2 wall.
             * @enum {integer}
             */
            type: 1 | 2;
        };
        /**
         * @description Added by this contract as a recommendation (optional: a backend without it is still within the contract, and its
         *     shared links then carry the plan's id alone): an unguessable key of the plan (at least 128 bits from a
         *     cryptographic source), which a
         *     shared link carries beside the plan's id (`share_key` in /template-detail's query and in the display frame's
         *     address). The display host restores a plan only with its key, since plan ids count up and anyone could walk
         *     them. Only the plan's owner is told it (getTemplatePlanList, saveTemplatePlan).
         */
        PlanShareKey: string;
        /** @description A saved matching (a display's sides with the products the customer chose), as the records list shows it. */
        TemplatePlan: {
            id: number;
            template_id: number;
            template_uuid: string;
            template_name: string;
            /** @description The template's space (Living Room, Kitchen, ...). */
            space_name: string;
            /** @description Asset path of the screenshot. */
            preview: string;
            /** Format: date-time */
            create_time: string;
            side_list: components["schemas"]["PlanSide"][];
            share_key?: components["schemas"]["PlanShareKey"];
        };
        /**
         * @description '1' metres (areas in m²); '2' feet (areas in square feet, 1 ft = 0.3048 m exactly).
         * @enum {string}
         */
        Unit: "1" | "2";
        /**
         * @description A length in metres when the side's `unit` is '1', in feet otherwise; 0 means not entered yet (the app shows an
         *     empty box). The bound is `rules.DIMENSION_MAX_M`: no room or wall is longer than a kilometre.
         */
        Dimension: number;
        /** @description Doors or windows of this size on a wall (`rules.OPENING_COUNT_MAX`). */
        OpeningCount: number;
        /** @description The ISO 4217 code of the data centre's prices (EUR, USD, AED, AUD). */
        Currency: string;
        /** @description The product's share of the side's area, in percent. The shares of one side are not forced to add up to 100. */
        Share: number;
        /**
         * @description A product's share of the side's area, in percent: one number (what the simulator sends), or a list of
         *     percentages, one per product of the side in the side's order (A, B, C...), of which the element at the side
         *     product's own position applies (a list of one element applies to any position; a missing element is a share of
         *     0). `rules.shareOf` reads both. Which form the backend sends is an open question (docs/backend-questions.md).
         */
        ShareOrShares: components["schemas"]["Share"] | components["schemas"]["Share"][];
        /** @description One product on a calculator side, with the boxes the box rule gives for its share. */
        SideProduct: {
            /** @description The side product's own id (editCalculatorSideProduct `side_product_id`). */
            id: number;
            product_id: number;
            product_name: string;
            product_number: string;
            brand_name: string;
            /** @description Asset path of the picture. */
            preview: string;
            /**
             * @description Boxes for this product: `rules.boxesFor(side, product_spec, product_percentage, position)` (its place on the side, 0 for A), ceil(net area × share/100 ÷
             *     (pcs_box × width/1000 × height/1000)), computed exactly, 0 when the spec has no `area_box`. The server
             *     computes it again on every change of the side or the product.
             */
            box: number;
            /**
             * @description '1' once the customer changed the product or its share; '2' as added.
             * @enum {string}
             */
            is_edit: "1" | "2";
            /** @description Price of one box in the side's currency. */
            price_box: number;
            /** @description box × price_box, rounded to cents. */
            p_total_price: number;
            product_spec: components["schemas"]["ProductSpec"];
            product_spec_name: string;
            product_percentage: components["schemas"]["ShareOrShares"];
        };
        /** @description One surface of a room (a floor or a wall) with its size, its openings and its products. */
        CalculatorSide: {
            id: number;
            /** @description The space as '<template space> Wall' or '<template space> Floor' (the Space cascader); '' until chosen. A name containing 'wall' (any case) is a wall: its doors and windows are subtracted. */
            side_name: string;
            /** @description The laying mode; 'Continuous laying' by default. */
            pave_mode_name: string;
            unit: components["schemas"]["Unit"];
            length: components["schemas"]["Dimension"];
            width: components["schemas"]["Dimension"];
            door_width: components["schemas"]["Dimension"];
            door_height: components["schemas"]["Dimension"];
            door_num: components["schemas"]["OpeningCount"];
            window_width: components["schemas"]["Dimension"];
            window_height: components["schemas"]["Dimension"];
            window_num: components["schemas"]["OpeningCount"];
            currency: components["schemas"]["Currency"];
            /** @description The sum of the products' boxes. */
            box: number;
            p_total_price: number;
            /** Format: date-time */
            create_time: string;
            /**
             * Format: date-time
             * @description When it was moved to Recently Deleted (getDelCalculatorList only).
             */
            delete_time?: string;
            side_product_list: components["schemas"]["SideProduct"][];
        };
        /** @description One or more ids separated by commas (`3,5,9`), or one as an integer. An empty selection is refused (400). */
        SideIdList: components["schemas"]["IdListRequired"];
        SidesAdded: {
            /** @description The new sides, in the order they were made (they are listed first by getCalculatorList). */
            side_ids: number[];
        };
        SideCount: {
            /** @description Sides the call moved or removed. */
            count: number;
        };
        SideAnswer: {
            side: components["schemas"]["CalculatorSide"];
        };
        /**
         * @description A shopping list's id. It is also the key of the read-only link (`/ShoppingList?id=`) that anyone holding it may
         *     open, so it is random (at least 96 bits from a cryptographic source, base64url), never a counter: a stranger
         *     cannot walk from one customer's list to the next.
         * @example example-list-0000001
         */
        ShoppingListId: string;
        /** @description A side as it was when the list was made (later edits in the calculator do not change the list). */
        ShoppingSide: {
            side_name: string;
            pave_mode_name: string;
            unit: components["schemas"]["Unit"];
            length: components["schemas"]["Dimension"];
            width: components["schemas"]["Dimension"];
            door_width: components["schemas"]["Dimension"];
            door_height: components["schemas"]["Dimension"];
            door_num: components["schemas"]["OpeningCount"];
            window_width: components["schemas"]["Dimension"];
            window_height: components["schemas"]["Dimension"];
            window_num: components["schemas"]["OpeningCount"];
            box: number;
            p_total_price: number;
            side_product_list: components["schemas"]["SideProduct"][];
        };
        ShoppingListEntry: {
            id: components["schemas"]["ShoppingListId"];
            /** Format: date-time */
            create_time: string;
            currency: components["schemas"]["Currency"];
            /** @description Total boxes of the entry. */
            box: number;
            p_total_price: number;
            side_list: components["schemas"]["ShoppingSide"][];
        };
        /** @description The read-only view of a shopping list, with prices. */
        ClientShoppingInfo: {
            shopping_list_id: components["schemas"]["ShoppingListId"];
            /** @description The owner's first and last name; '' when the account has none. */
            client_name: string;
            /** Format: date-time */
            create_time: string;
            currency: components["schemas"]["Currency"];
            box: number;
            p_total_price: number;
            side_list: components["schemas"]["ShoppingSide"][];
        };
        ShareResult: {
            /** @description Shares recorded for the item so far, this one included. */
            share_count: number;
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
        Stats: {
            search_clicks: number;
            search_log: {
                /**
                 * Format: date-time
                 * @description The simulator clock at the call.
                 */
                at: string;
                datacenter_uuid: string;
                /** @enum {string} */
                operationId: "getProductList" | "getCaseList";
                search_txt: string;
            }[];
            shares: {
                datacenter_uuid: string;
                /** @enum {string} */
                kind: "product" | "case" | "template" | "template_plan";
                id: number;
                count: number;
            }[];
        };
    };
    responses: never;
    parameters: {
        /** @description The isolated state to act on; `default` when absent. Letters, digits, '-' and '_' only. */
        Namespace: string;
    };
    requestBodies: never;
    headers: {
        /** @description On an envelope of status 429 only. The whole seconds to wait before retrying; the envelope's `data.retry_after` carries the same number. */
        RetryAfterHeader: number;
    };
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
                        /** @description The data centres, as `{list: [...]}` (what the simulator answers) or as the array itself: the backend's documentation says only that the call answers "the data centres", so both forms are accepted and every reader takes either (`rules.dataCentresOf`). An open question for the backend team. */
                        data: {
                            list: components["schemas"]["DataCenter"][];
                        } | components["schemas"]["DataCenter"][];
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
    uploadImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    /**
                     * Format: binary
                     * @description The image: JPEG, PNG, GIF or WebP, at most 5 MB. Its declared type and name are not trusted.
                     */
                    file: Blob;
                    /**
                     * @description The folder of the upload; the app sends 'h5_img'.
                     * @example h5_img
                     */
                    img_path: string;
                };
            };
        };
        responses: {
            /** @description The envelope; `data.path` is the uploaded image's asset path. */
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
                             * @description The asset path of the image, relative to the CDN base.
                             * @example uploads/h5_img/9b1f4c2e7a0d4e3f8c6b5a4d3e2f1a0b.png
                             */
                            path: string;
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
                    "Retry-After": components["headers"]["RetryAfterHeader"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: 200;
                        msg: string;
                        data: {
                            access_guest_token: string;
                            /**
                             * @description Seconds until the token expires: 7200 (two hours), in seconds, not milliseconds.
                             * @constant
                             */
                            expires_in: 7200;
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
                    "Retry-After": components["headers"]["RetryAfterHeader"];
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
                 *       "uid": "fb-100002",
                 *       "credential": "eyJpc3MiOiJzdGFuZC1pbi5mYWNlYm9vayJ9.c3RhbmQtaW4tZXhhbXBsZS1vbmx5"
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    user_type: components["schemas"]["UserType"];
                    uid: components["schemas"]["SocialUid"];
                    credential?: components["schemas"]["SocialCredential"];
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
                 *       "credential": "eyJpc3MiOiJzdGFuZC1pbi5nb29nbGUifQ.c3RhbmQtaW4tZXhhbXBsZS1vbmx5"
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    credential: components["schemas"]["SocialCredential"];
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
                    "Retry-After": components["headers"]["RetryAfterHeader"];
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
                    "Retry-After": components["headers"]["RetryAfterHeader"];
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
                    "Retry-After": components["headers"]["RetryAfterHeader"];
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
                    /** @description Required by registration; left out by the booking form, which registers a guest with the code alone (the account then sets a password with forgetPassword before signing in with one). */
                    password?: components["schemas"]["Password"];
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
                    "Retry-After": components["headers"]["RetryAfterHeader"];
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
                    "Retry-After": components["headers"]["RetryAfterHeader"];
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
                    country_id?: components["schemas"]["Id"];
                    state_id?: components["schemas"]["Id"];
                    city_id?: components["schemas"]["Id"];
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
    getMyCaseList: {
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
                 *       "limit": 30
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    page?: components["schemas"]["Page"];
                    limit?: components["schemas"]["Limit"];
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
                 *       "uid": "g-200003",
                 *       "credential": "eyJpc3MiOiJzdGFuZC1pbi5nb29nbGUifQ.c3RhbmQtaW4tZXhhbXBsZS1vbmx5"
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    user_type: components["schemas"]["UserType"];
                    uid: components["schemas"]["SocialUid"];
                    credential?: components["schemas"]["SocialCredential"];
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
    getRecentlyViewedList: {
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
                 *       "sort_type": 1,
                 *       "is_product": 1,
                 *       "is_case": 1,
                 *       "is_display": 1
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    /**
                     * @default 1
                     * @enum {integer}
                     */
                    sort_type?: 1 | 2 | 3 | 4;
                    /** @enum {integer} */
                    browsing_type?: 1 | 2;
                    /**
                     * @default 1
                     * @enum {integer}
                     */
                    is_product?: 1 | 2;
                    /**
                     * @default 1
                     * @enum {integer}
                     */
                    is_case?: 1 | 2;
                    /**
                     * @default 1
                     * @enum {integer}
                     */
                    is_display?: 1 | 2;
                    /** @description Narrows the products (not cases or displays) to these first- or second-level product types, as in getProductList; calculator-add's type tab. */
                    type_id?: components["schemas"]["IdList"];
                    page?: components["schemas"]["Page"];
                    limit?: components["schemas"]["Limit"];
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
                            list: components["schemas"]["RecentlyViewedItem"][];
                            /** @description Items matching, on all pages. */
                            total: number;
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAppointmentItem: {
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
                 *       "level_id": 1
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    /** @description The store (its `id` in getAppointmentStoreList). */
                    level_id: components["schemas"]["Id"];
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
                            list: components["schemas"]["AppointmentItem"][];
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    addAppointment: {
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
                 *       "select_date": "2030-06-04",
                 *       "select_time": "11:00",
                 *       "contact": "34600111222",
                 *       "contact_name": "Lucia Ortega",
                 *       "demand": "Large-format tiles for an open kitchen",
                 *       "level_id": 1,
                 *       "items": "[{\"item_id\":1,\"item_value\":\"Renovation\"},{\"item_id\":2,\"item_value\":\"Kitchen\"}]"
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    /** Format: date */
                    select_date: string;
                    select_time: string;
                    /** @description The phone to reach the client (area code and number). */
                    contact: string;
                    contact_name: string;
                    /** @description What the client wants to see or talk about. */
                    demand?: string;
                    /** @description The store. */
                    level_id: components["schemas"]["Id"];
                    items?: components["schemas"]["ItemsJson"];
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
                            appointment_id: number;
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getAppointmentDetail: {
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
                 *       "appointment_id": 1
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    appointment_id: components["schemas"]["Id"];
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
                        data: components["schemas"]["Appointment"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    setReaded: {
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
                 *       "id": 1,
                 *       "type": 1
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    id: components["schemas"]["Id"];
                    /**
                     * @description 1 appointment, 2 store record.
                     * @default 1
                     * @enum {integer}
                     */
                    type?: 1 | 2;
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
                            id: number;
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getMyAppointmentList: {
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
                 *       "type": 0
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    /**
                     * @default 0
                     * @enum {integer}
                     */
                    type?: 0 | 1 | 2 | 3;
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
                            list: components["schemas"]["Appointment"][];
                            is_new_count: number;
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getClientRecordList: {
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
                            list: components["schemas"]["ClientRecord"][];
                            is_new_count: number;
                            is_need_evaluation_count: number;
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getClientRecordStarItem: {
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
                            list: components["schemas"]["EvaluationQuestion"][];
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    addClientRecordStar: {
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
                 *       "id": 1,
                 *       "star": 5,
                 *       "star_remark": "The adviser knew every collection.",
                 *       "items": "[{\"item_id\":1,\"item_value\":\"1\"},{\"item_id\":2,\"item_value\":\"4,5\"},{\"item_id\":3,\"item_value\":\"Good coffee\"}]"
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    /** @description The store record. */
                    id: components["schemas"]["Id"];
                    star: number;
                    star_remark: string;
                    items: components["schemas"]["ItemsJson"];
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
                            id: number;
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getClientRecordDetail: {
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
                 *       "id": 1
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    id: components["schemas"]["Id"];
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
                        data: components["schemas"]["ClientRecord"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getMyTransactionList: {
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
                            list: components["schemas"]["Transaction"][];
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getMyTransactionDetail: {
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
                 *       "id": 1
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    id: components["schemas"]["Id"];
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
                        data: components["schemas"]["TransactionDetail"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getProductTypeList: {
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
                 *       "brand_id": 1
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    /** @description 0 or absent for the first level. */
                    pid?: components["schemas"]["OptionalId"];
                    brand_id?: components["schemas"]["Id"];
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
                            list: components["schemas"]["ProductType"][];
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getProductList: {
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
                 *       "limit": 30,
                 *       "sort": "",
                 *       "type_id": "",
                 *       "attr_id_str": "",
                 *       "search_txt": "",
                 *       "click_search_buttom": 2
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    page?: components["schemas"]["Page"];
                    limit?: components["schemas"]["Limit"];
                    sort?: components["schemas"]["CatalogueSort"];
                    type_id?: components["schemas"]["IdList"];
                    brand_id?: components["schemas"]["IdList"];
                    attr_id_str?: components["schemas"]["IdList"];
                    search_txt?: string;
                    /**
                     * @description 1 from the search button, 2 otherwise.
                     * @enum {integer}
                     */
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
                            list: components["schemas"]["ProductSummary"][];
                            /** @description Items matching, on all pages. */
                            total: number;
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getProductAttrList: {
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
                 *       "type_id": ""
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    type_id?: components["schemas"]["IdList"];
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
                            list: components["schemas"]["AttrGroup"][];
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getProductDetail: {
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
                 *       "product_id": 1
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    product_id: components["schemas"]["Id"];
                    from_case_id?: components["schemas"]["Id"];
                    from_product_id?: components["schemas"]["Id"];
                    record_view?: components["schemas"]["RecordView"];
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
                        data: components["schemas"]["ProductDetail"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    productFav: {
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
                 *       "product_id": "1"
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    product_id: components["schemas"]["FavIdList"];
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
                        data: components["schemas"]["FavResult"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getProductFavList: {
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
                 *       "brand_id": "",
                 *       "page": 1,
                 *       "limit": 30
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    brand_id?: components["schemas"]["IdList"];
                    type_id?: components["schemas"]["IdList"];
                    page?: components["schemas"]["Page"];
                    limit?: components["schemas"]["Limit"];
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
                            list: components["schemas"]["ProductSummary"][];
                            /** @description Items matching, on all pages. */
                            total: number;
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCaseSubjectList: {
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
                            list: components["schemas"]["CaseSubject"][];
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCaseTypeList: {
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
                            list: components["schemas"]["CaseType"][];
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
                 *       "sort": ""
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    page?: components["schemas"]["Page"];
                    limit?: components["schemas"]["Limit"];
                    sort?: components["schemas"]["CatalogueSort"];
                    /** @description Comma-separated case type (brand) ids. */
                    type_id?: components["schemas"]["IdList"];
                    attr_id_str?: components["schemas"]["IdList"];
                    /** @description One city; empty or 0 for every city. */
                    city_id?: components["schemas"]["OptionalId"];
                    case_subject_id?: components["schemas"]["Id"];
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
                            /** @description Items matching, on all pages. */
                            total: number;
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCaseAttrList: {
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
                 *       "type_id": ""
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    type_id?: components["schemas"]["IdList"];
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
                            list: components["schemas"]["AttrGroup"][];
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCaseDetail: {
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
                 *       "case_id": 1
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    case_id: components["schemas"]["Id"];
                    record_view?: components["schemas"]["RecordView"];
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
                        data: components["schemas"]["CaseDetail"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    caseFav: {
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
                 *       "case_id": "1"
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    case_id: components["schemas"]["FavIdList"];
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
                        data: components["schemas"]["FavResult"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCaseFavList: {
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
                 *       "brand_id": "",
                 *       "page": 1,
                 *       "limit": 30
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    brand_id?: components["schemas"]["IdList"];
                    page?: components["schemas"]["Page"];
                    limit?: components["schemas"]["Limit"];
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
                            /** @description Items matching, on all pages. */
                            total: number;
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getCaseSubjectDetail: {
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
                 *       "case_subject_id": 1
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    case_subject_id: components["schemas"]["Id"];
                    page?: components["schemas"]["Page"];
                    limit?: components["schemas"]["Limit"];
                    sort?: components["schemas"]["CatalogueSort"];
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
                            banner: components["schemas"]["CaseSubject"];
                            list: components["schemas"]["CaseSummary"][];
                            total: number;
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getBrandContentType: {
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
                    type_id?: components["schemas"]["OptionalId"];
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
                            list: components["schemas"]["BrandContentType"][];
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getBrandContentList: {
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
                 *       "type_id": 0,
                 *       "search_txt": ""
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    type_id?: components["schemas"]["OptionalId"];
                    brand_id?: components["schemas"]["Id"];
                    brand_name?: string;
                    search_txt?: string;
                    page?: components["schemas"]["Page"];
                    limit?: components["schemas"]["Limit"];
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
                            list: components["schemas"]["BrandContentSummary"][];
                            /** @description Items matching, on all pages. */
                            total: number;
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getBrandContentDetail: {
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
                 *       "brand_content_id": 1
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    brand_content_id: components["schemas"]["Id"];
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
                        data: components["schemas"]["BrandContent"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTemplateSpaceList: {
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
                            list: components["schemas"]["TemplateSpace"][];
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTemplateList: {
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
                 *       "sort": 1,
                 *       "space_id": 0,
                 *       "search_txt": ""
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    /**
                     * @default 1
                     * @enum {integer}
                     */
                    sort?: 1;
                    space_id?: components["schemas"]["OptionalId"];
                    search_txt?: string;
                    page?: components["schemas"]["Page"];
                    limit?: components["schemas"]["Limit"];
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
                            list: components["schemas"]["Template"][];
                            /** @description Items matching, on all pages. */
                            total: number;
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    templateFav: {
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
                 *       "template_id": "1"
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    template_id: components["schemas"]["FavIdList"];
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
                        data: components["schemas"]["FavResult"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTemplateFavList: {
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
                 *       "space_id": 0
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    space_id?: components["schemas"]["OptionalId"];
                    page?: components["schemas"]["Page"];
                    limit?: components["schemas"]["Limit"];
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
                            list: components["schemas"]["Template"][];
                            /** @description Items matching, on all pages. */
                            total: number;
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTemplatePlanList: {
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
                            list: components["schemas"]["TemplatePlan"][];
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    saveTemplatePlan: {
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
                 *       "template_uuid": "tpl-dc-eu-001",
                 *       "side_list": "[{\"side_uuid\":\"tpl-dc-eu-001-floor\",\"side_name\":\"Floor\",\"pave_mode_uuid\":\"pm-continuous\",\"pave_mode_name\":\"Continuous laying\",\"product_id_str\":\"1\",\"type\":1}]"
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    template_uuid: string;
                    /** @description The sides as JSON text. */
                    side_list: string;
                    /** @description Asset path of the uploaded screenshot. */
                    screenshot?: string;
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
                            plan_id: number;
                            share_key?: components["schemas"]["PlanShareKey"];
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getTemplatePlanInfo: {
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
                 *       "template_plan_id": 2
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    template_plan_id: components["schemas"]["Id"];
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
                        data: components["schemas"]["TemplatePlan"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delTemplatePlan: {
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
                 *       "plan_id": 1
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    plan_id: components["schemas"]["Id"];
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
    getCalculatorList: {
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
                            list: components["schemas"]["CalculatorSide"][];
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    addCalculatorSideByProduct: {
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
                 *       "product_id": "1,2"
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    product_id: components["schemas"]["SideIdList"];
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
                        data: components["schemas"]["SidesAdded"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    addCalculatorSideByTemplatePlan: {
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
                 *       "template_plan_id": "2"
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    template_plan_id: components["schemas"]["SideIdList"];
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
                        data: components["schemas"]["SidesAdded"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    copyCalculatorSide: {
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
                 *       "side_id": 1
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    side_id: components["schemas"]["Id"];
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
                        data: components["schemas"]["SidesAdded"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delCalculatorSide: {
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
                 *       "side_id": 1
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    side_id: components["schemas"]["Id"];
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
                        data: components["schemas"]["SideCount"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delCalculatorAllSide: {
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
                        data: components["schemas"]["SideCount"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    editCalculatorSide: {
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
                 *       "side_id": 1,
                 *       "side_name": "Kitchen Wall",
                 *       "length": 3.6,
                 *       "width": 2.5,
                 *       "door_height": 2,
                 *       "door_width": 0.9,
                 *       "door_num": 1
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    side_id: components["schemas"]["Id"];
                    side_name?: string;
                    pave_mode_name?: string;
                    unit?: components["schemas"]["Unit"];
                    length?: components["schemas"]["Dimension"];
                    width?: components["schemas"]["Dimension"];
                    door_width?: components["schemas"]["Dimension"];
                    door_height?: components["schemas"]["Dimension"];
                    door_num?: components["schemas"]["OpeningCount"];
                    window_width?: components["schemas"]["Dimension"];
                    window_height?: components["schemas"]["Dimension"];
                    window_num?: components["schemas"]["OpeningCount"];
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
                        data: components["schemas"]["SideAnswer"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    editCalculatorSideProduct: {
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
                 *       "side_product_id": 1,
                 *       "box": 5,
                 *       "product_percentage": 50
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    side_product_id: components["schemas"]["Id"];
                    box: number;
                    product_id?: components["schemas"]["Id"];
                    product_percentage?: components["schemas"]["ShareOrShares"];
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
                        data: components["schemas"]["SideAnswer"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getDelCalculatorList: {
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
                 *       "limit": 20
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    page?: components["schemas"]["Page"];
                    /**
                     * @description The app asks 20 (rules.DELETED_PAGE_SIZE).
                     * @default 20
                     */
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
                            list: components["schemas"]["CalculatorSide"][];
                            total: number;
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    restoreDelCalculatorSide: {
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
                 *       "side_id": "2"
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    side_id: components["schemas"]["SideIdList"];
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
                        data: components["schemas"]["SideCount"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delMustCalculatorSide: {
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
                 *       "side_id": "2"
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    side_id: components["schemas"]["SideIdList"];
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
                        data: components["schemas"]["SideCount"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    addToShoppinglist: {
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
                 *       "side_id": "1",
                 *       "unit": "1"
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    side_id: components["schemas"]["SideIdList"];
                    /**
                     * @description Always '1': prices are per box.
                     * @default 1
                     * @enum {string}
                     */
                    unit?: "1";
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
                            shopping_list_id: components["schemas"]["ShoppingListId"];
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getShoppinglist: {
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
                            list: components["schemas"]["ShoppingListEntry"][];
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    delShoppinglist: {
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
                 *       "id": "example-list-0000001"
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    id: components["schemas"]["ShoppingListId"];
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
                            id: components["schemas"]["ShoppingListId"];
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    addCalculatorSideByShoppingList: {
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
                 *       "shopping_list_id": "example-list-0000001"
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    shopping_list_id: components["schemas"]["ShoppingListId"];
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
                        data: components["schemas"]["SidesAdded"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    getClientShoppingInfo: {
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
                 *       "shopping_list_id": "example-list-0000001"
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    shopping_list_id: components["schemas"]["ShoppingListId"];
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
                        data: components["schemas"]["ClientShoppingInfo"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    shareCase: {
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
                 *       "case_id": 1
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    case_id: components["schemas"]["Id"];
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
                        data: components["schemas"]["ShareResult"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    shareProduct: {
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
                 *       "product_id": 1
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    product_id: components["schemas"]["Id"];
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
                        data: components["schemas"]["ShareResult"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    shareTemplate: {
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
                 *       "template_id": 1
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    template_id: components["schemas"]["Id"];
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
                        data: components["schemas"]["ShareResult"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    shareTemplatePlan: {
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
                 *       "template_plan_id": 3
                 *     }
                 */
                "application/json": {
                    datacenter_uuid?: components["schemas"]["DatacenterUuid"];
                    template_plan_id: components["schemas"]["Id"];
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
                        data: components["schemas"]["ShareResult"];
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
                    /** @description Milliseconds since 1970 (UTC), from 2000-01-01T00:00:00Z to 2099-12-31T23:59:59.999Z. */
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
                            /**
                             * @description The QR code of `text` as a self-contained SVG picture (dark modules on white, a quiet
                             *     zone of 4 modules), to show on a screen or print and scan with a phone.
                             */
                            svg: string;
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    controlSocialCredential: {
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
                 *       "provider": "facebook",
                 *       "uid": "fb-100002"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    provider: "facebook" | "google";
                    uid: string;
                    client_id?: string;
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
                            credential: components["schemas"]["SocialCredential"];
                            /** @description When it expires, epoch ms on the namespace clock. */
                            expires_at: number;
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    controlGetStats: {
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
                        data: components["schemas"]["Stats"];
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    controlVisitStore: {
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
                 *       "appointment_id": 1,
                 *       "purchase": true
                 *     }
                 */
                "application/json": {
                    appointment_id: number;
                    /** @default false */
                    purchase?: boolean;
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
                            record_id: number;
                            /** @description The purchase made; 0 without one. */
                            transaction_id: number;
                        };
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
