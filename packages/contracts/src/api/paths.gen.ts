// Written by `npm run api:types` from the server's OpenAPI document: do not edit by hand.
export interface paths {
    "/api/account/register/player": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a player through a study link; returns a token and the evaluation of the study they joined */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        birthDate: string;
                        captcha?: string;
                        email: string;
                        /** @default false */
                        guardianConfirmed?: boolean;
                        /** @enum {string} */
                        language?: "en" | "es" | "ca" | "de" | "it";
                        name: string;
                        password: string;
                        repeatPassword: string;
                        studyToken: string;
                        surname: string;
                        termsAccepted: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            evaluationId: number;
                            token: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every customer account */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            activationDate: string;
                            active: boolean;
                            clubs: number;
                            customerCode: string;
                            id: number;
                            inGoodStanding: boolean;
                            name: string;
                            ownerEmail: string;
                            ownerName: string;
                            renewalDate: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create an account (409 CustomerCodeExists) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        activationDate: string;
                        active: boolean;
                        customerCode: string;
                        name: string;
                        /** Format: email */
                        ownerEmail: string;
                        ownerName: string;
                        renewalDate: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            activationDate: string;
                            active: boolean;
                            clubs: number;
                            customerCode: string;
                            id: number;
                            inGoodStanding: boolean;
                            name: string;
                            ownerEmail: string;
                            ownerName: string;
                            renewalDate: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/account/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit an account (409 CustomerCodeExists) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        activationDate: string;
                        active: boolean;
                        customerCode: string;
                        name: string;
                        /** Format: email */
                        ownerEmail: string;
                        ownerName: string;
                        renewalDate: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            activationDate: string;
                            active: boolean;
                            clubs: number;
                            customerCode: string;
                            id: number;
                            inGoodStanding: boolean;
                            name: string;
                            ownerEmail: string;
                            ownerName: string;
                            renewalDate: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/account/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of the accounts list with its total: search (beginning of name, owner's name or customer code), filters, sort */
        get: {
            parameters: {
                query?: {
                    active?: "true" | "false";
                    dir?: "asc" | "desc";
                    inGoodStanding?: "true" | "false";
                    page?: number;
                    pageSize?: number;
                    q?: string;
                    sort?: "name" | "customerCode" | "renewalDate";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                activationDate: string;
                                active: boolean;
                                clubs: number;
                                customerCode: string;
                                id: number;
                                inGoodStanding: boolean;
                                name: string;
                                ownerEmail: string;
                                ownerName: string;
                                renewalDate: string;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The filtered audit trail as CSV (header row, newest first, formula-safe cells); the export is audited */
        get: {
            parameters: {
                query?: {
                    action?: string;
                    actor?: string;
                    actorId?: number;
                    from?: string;
                    subject?: string;
                    subjectName?: string;
                    subjectType?: "member" | "club" | "studyGroup" | "study" | "quiz" | "account" | "case" | "evaluation" | "helpline" | "supportContact";
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of the audit trail, newest first, with its total: filter by actor, action, subject and days */
        get: {
            parameters: {
                query?: {
                    action?: string;
                    actor?: string;
                    actorId?: number;
                    from?: string;
                    page?: number;
                    pageSize?: number;
                    subject?: string;
                    subjectName?: string;
                    subjectType?: "member" | "club" | "studyGroup" | "study" | "quiz" | "account" | "case" | "evaluation" | "helpline" | "supportContact";
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                action: string;
                                actorEmail: string | null;
                                actorId: number | null;
                                actorName: string | null;
                                at: string;
                                id: number;
                                relatedName: string | null;
                                subjectName: string | null;
                                subjectType: string | null;
                                target: string;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/cases/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per club: open cases, median hours to the first act, open cases past the escalation delay (numbers only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            club: string;
                            clubId: number;
                            medianHoursToFirstAction: number | null;
                            open: number;
                            pastEscalation: number;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/club": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every club with its account, manager and counts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            acceptsNewWork: boolean;
                            account: string;
                            accountId: number;
                            active: boolean;
                            code: string;
                            /** @enum {string} */
                            country: "AT" | "BE" | "BG" | "CH" | "CY" | "CZ" | "DE" | "DK" | "EE" | "ES" | "FI" | "FR" | "GB" | "GR" | "HR" | "HU" | "IE" | "IS" | "IT" | "LI" | "LT" | "LU" | "LV" | "MT" | "NL" | "NO" | "PL" | "PT" | "RO" | "SE" | "SI" | "SK";
                            id: number;
                            manager: string | null;
                            managerMemberId: number | null;
                            members: number;
                            name: string;
                            studyGroups: number;
                            supportContacts: number;
                            /** @enum {string} */
                            timeZone: "Europe/Madrid" | "Atlantic/Canary" | "Europe/Berlin" | "Europe/Rome" | "UTC";
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a club (ClubNameExists, ClubCodeExists, ClubCodeTooLong, ValidationError) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        accountId: number;
                        active: boolean;
                        code: string;
                        /** @enum {string} */
                        country?: "AT" | "BE" | "BG" | "CH" | "CY" | "CZ" | "DE" | "DK" | "EE" | "ES" | "FI" | "FR" | "GB" | "GR" | "HR" | "HU" | "IE" | "IS" | "IT" | "LI" | "LT" | "LU" | "LV" | "MT" | "NL" | "NO" | "PL" | "PT" | "RO" | "SE" | "SI" | "SK";
                        managerMemberId?: number | null;
                        name: string;
                        /** @enum {string} */
                        timeZone?: "Europe/Madrid" | "Atlantic/Canary" | "Europe/Berlin" | "Europe/Rome" | "UTC";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            acceptsNewWork: boolean;
                            account: string;
                            accountId: number;
                            active: boolean;
                            code: string;
                            /** @enum {string} */
                            country: "AT" | "BE" | "BG" | "CH" | "CY" | "CZ" | "DE" | "DK" | "EE" | "ES" | "FI" | "FR" | "GB" | "GR" | "HR" | "HU" | "IE" | "IS" | "IT" | "LI" | "LT" | "LU" | "LV" | "MT" | "NL" | "NO" | "PL" | "PT" | "RO" | "SE" | "SI" | "SK";
                            id: number;
                            manager: string | null;
                            managerMemberId: number | null;
                            members: number;
                            name: string;
                            studyGroups: number;
                            supportContacts: number;
                            /** @enum {string} */
                            timeZone: "Europe/Madrid" | "Atlantic/Canary" | "Europe/Berlin" | "Europe/Rome" | "UTC";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/club/{clubId}/support": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A club's support contacts and country */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    clubId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            club: string;
                            clubId: number;
                            contacts: {
                                email: string | null;
                                id: number;
                                languages: ("en" | "es" | "ca" | "de" | "it")[];
                                name: string;
                                phone: string | null;
                                receivesEscalations: boolean;
                                /** @enum {string} */
                                role: "welfareOfficer" | "psychologist" | "clubDoctor" | "coach" | "other";
                            }[];
                            /** @enum {string} */
                            country: "AT" | "BE" | "BG" | "CH" | "CY" | "CZ" | "DE" | "DK" | "EE" | "ES" | "FI" | "FR" | "GB" | "GR" | "HR" | "HU" | "IE" | "IS" | "IT" | "LI" | "LT" | "LU" | "LV" | "MT" | "NL" | "NO" | "PL" | "PT" | "RO" | "SE" | "SI" | "SK";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/club/{clubId}/support/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a support contact (audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    clubId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string | null;
                        languages: ("en" | "es" | "ca" | "de" | "it")[];
                        name: string;
                        phone: string | null;
                        /** @default false */
                        receivesEscalations?: boolean;
                        /** @enum {string} */
                        role: "welfareOfficer" | "psychologist" | "clubDoctor" | "coach" | "other";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            club: string;
                            clubId: number;
                            contacts: {
                                email: string | null;
                                id: number;
                                languages: ("en" | "es" | "ca" | "de" | "it")[];
                                name: string;
                                phone: string | null;
                                receivesEscalations: boolean;
                                /** @enum {string} */
                                role: "welfareOfficer" | "psychologist" | "clubDoctor" | "coach" | "other";
                            }[];
                            /** @enum {string} */
                            country: "AT" | "BE" | "BG" | "CH" | "CY" | "CZ" | "DE" | "DK" | "EE" | "ES" | "FI" | "FR" | "GB" | "GR" | "HR" | "HU" | "IE" | "IS" | "IT" | "LI" | "LT" | "LU" | "LV" | "MT" | "NL" | "NO" | "PL" | "PT" | "RO" | "SE" | "SI" | "SK";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/club/{clubId}/support/contacts/{contactId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a support contact (audited) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    clubId: number;
                    contactId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string | null;
                        languages: ("en" | "es" | "ca" | "de" | "it")[];
                        name: string;
                        phone: string | null;
                        /** @default false */
                        receivesEscalations?: boolean;
                        /** @enum {string} */
                        role: "welfareOfficer" | "psychologist" | "clubDoctor" | "coach" | "other";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            club: string;
                            clubId: number;
                            contacts: {
                                email: string | null;
                                id: number;
                                languages: ("en" | "es" | "ca" | "de" | "it")[];
                                name: string;
                                phone: string | null;
                                receivesEscalations: boolean;
                                /** @enum {string} */
                                role: "welfareOfficer" | "psychologist" | "clubDoctor" | "coach" | "other";
                            }[];
                            /** @enum {string} */
                            country: "AT" | "BE" | "BG" | "CH" | "CY" | "CZ" | "DE" | "DK" | "EE" | "ES" | "FI" | "FR" | "GB" | "GR" | "HR" | "HU" | "IE" | "IS" | "IT" | "LI" | "LT" | "LU" | "LV" | "MT" | "NL" | "NO" | "PL" | "PT" | "RO" | "SE" | "SI" | "SK";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        /** Remove a support contact (audited) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    clubId: number;
                    contactId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            club: string;
                            clubId: number;
                            contacts: {
                                email: string | null;
                                id: number;
                                languages: ("en" | "es" | "ca" | "de" | "it")[];
                                name: string;
                                phone: string | null;
                                receivesEscalations: boolean;
                                /** @enum {string} */
                                role: "welfareOfficer" | "psychologist" | "clubDoctor" | "coach" | "other";
                            }[];
                            /** @enum {string} */
                            country: "AT" | "BE" | "BG" | "CH" | "CY" | "CZ" | "DE" | "DK" | "EE" | "ES" | "FI" | "FR" | "GB" | "GR" | "HR" | "HU" | "IE" | "IS" | "IT" | "LI" | "LT" | "LU" | "LV" | "MT" | "NL" | "NO" | "PL" | "PT" | "RO" | "SE" | "SI" | "SK";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/club/{clubId}/support/country": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The club's country: which helplines its players see */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    clubId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        country: "AT" | "BE" | "BG" | "CH" | "CY" | "CZ" | "DE" | "DK" | "EE" | "ES" | "FI" | "FR" | "GB" | "GR" | "HR" | "HU" | "IE" | "IS" | "IT" | "LI" | "LT" | "LU" | "LV" | "MT" | "NL" | "NO" | "PL" | "PT" | "RO" | "SE" | "SI" | "SK";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            club: string;
                            clubId: number;
                            contacts: {
                                email: string | null;
                                id: number;
                                languages: ("en" | "es" | "ca" | "de" | "it")[];
                                name: string;
                                phone: string | null;
                                receivesEscalations: boolean;
                                /** @enum {string} */
                                role: "welfareOfficer" | "psychologist" | "clubDoctor" | "coach" | "other";
                            }[];
                            /** @enum {string} */
                            country: "AT" | "BE" | "BG" | "CH" | "CY" | "CZ" | "DE" | "DK" | "EE" | "ES" | "FI" | "FR" | "GB" | "GR" | "HR" | "HU" | "IE" | "IS" | "IT" | "LI" | "LT" | "LU" | "LV" | "MT" | "NL" | "NO" | "PL" | "PT" | "RO" | "SE" | "SI" | "SK";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/club/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One club (404 ClubNotExists) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            acceptsNewWork: boolean;
                            account: string;
                            accountId: number;
                            active: boolean;
                            code: string;
                            /** @enum {string} */
                            country: "AT" | "BE" | "BG" | "CH" | "CY" | "CZ" | "DE" | "DK" | "EE" | "ES" | "FI" | "FR" | "GB" | "GR" | "HR" | "HU" | "IE" | "IS" | "IT" | "LI" | "LT" | "LU" | "LV" | "MT" | "NL" | "NO" | "PL" | "PT" | "RO" | "SE" | "SI" | "SK";
                            id: number;
                            manager: string | null;
                            managerMemberId: number | null;
                            members: number;
                            name: string;
                            studyGroups: number;
                            supportContacts: number;
                            /** @enum {string} */
                            timeZone: "Europe/Madrid" | "Atlantic/Canary" | "Europe/Berlin" | "Europe/Rome" | "UTC";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        /** Edit a club (ClubNotExists, ClubNameExists, ClubCodeExists, ClubCodeTooLong, ValidationError) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        accountId: number;
                        active: boolean;
                        code: string;
                        /** @enum {string} */
                        country?: "AT" | "BE" | "BG" | "CH" | "CY" | "CZ" | "DE" | "DK" | "EE" | "ES" | "FI" | "FR" | "GB" | "GR" | "HR" | "HU" | "IE" | "IS" | "IT" | "LI" | "LT" | "LU" | "LV" | "MT" | "NL" | "NO" | "PL" | "PT" | "RO" | "SE" | "SI" | "SK";
                        managerMemberId?: number | null;
                        name: string;
                        /** @enum {string} */
                        timeZone?: "Europe/Madrid" | "Atlantic/Canary" | "Europe/Berlin" | "Europe/Rome" | "UTC";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            acceptsNewWork: boolean;
                            account: string;
                            accountId: number;
                            active: boolean;
                            code: string;
                            /** @enum {string} */
                            country: "AT" | "BE" | "BG" | "CH" | "CY" | "CZ" | "DE" | "DK" | "EE" | "ES" | "FI" | "FR" | "GB" | "GR" | "HR" | "HU" | "IE" | "IS" | "IT" | "LI" | "LT" | "LU" | "LV" | "MT" | "NL" | "NO" | "PL" | "PT" | "RO" | "SE" | "SI" | "SK";
                            id: number;
                            manager: string | null;
                            managerMemberId: number | null;
                            members: number;
                            name: string;
                            studyGroups: number;
                            supportContacts: number;
                            /** @enum {string} */
                            timeZone: "Europe/Madrid" | "Atlantic/Canary" | "Europe/Berlin" | "Europe/Rome" | "UTC";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/club/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of the clubs list with its total: search (beginning of name or code), filters (active, account), sort */
        get: {
            parameters: {
                query?: {
                    accountId?: number;
                    active?: "true" | "false";
                    dir?: "asc" | "desc";
                    page?: number;
                    pageSize?: number;
                    q?: string;
                    sort?: "name" | "code" | "account";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                acceptsNewWork: boolean;
                                account: string;
                                accountId: number;
                                active: boolean;
                                code: string;
                                /** @enum {string} */
                                country: "AT" | "BE" | "BG" | "CH" | "CY" | "CZ" | "DE" | "DK" | "EE" | "ES" | "FI" | "FR" | "GB" | "GR" | "HR" | "HU" | "IE" | "IS" | "IT" | "LI" | "LT" | "LU" | "LV" | "MT" | "NL" | "NO" | "PL" | "PT" | "RO" | "SE" | "SI" | "SK";
                                id: number;
                                manager: string | null;
                                managerMemberId: number | null;
                                members: number;
                                name: string;
                                studyGroups: number;
                                supportContacts: number;
                                /** @enum {string} */
                                timeZone: "Europe/Madrid" | "Atlantic/Canary" | "Europe/Berlin" | "Europe/Rome" | "UTC";
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/coach/ByClub/{clubId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The coaches of a club (404 ClubNotExists) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    clubId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            fullName: string;
                            memberId: number;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/compliance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a new version of the usage terms (0) or privacy policy (2): every language required, at least one changed; answers how many members must accept it (409 ComplianceVersionChanged when another version was published after basedOnVersion) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        basedOnVersion?: number | null;
                        category: number;
                        changeSummary?: {
                            ca?: string;
                            de?: string;
                            en?: string;
                            es?: string;
                            it?: string;
                        };
                        contents: {
                            ca: string;
                            de: string;
                            en: string;
                            es: string;
                            it: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            category: number;
                            languages: ("en" | "es" | "ca" | "de" | "it")[];
                            membersToAccept: number;
                            publishedAt: string;
                            version: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/compliance/{category}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current usage terms (0) or privacy policy (2) in every language, and how many members a new version asks to accept again */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    category: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            category: number;
                            contents: {
                                ca: string;
                                de: string;
                                en: string;
                                es: string;
                                it: string;
                            };
                            membersToAccept: number;
                            publishedAt: string | null;
                            version: number | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/compliance/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The usage terms and privacy policy shipped with Club Pulse, in every language, with {{organisation}} and {{contactEmail}} to fill in */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            privacyPolicy: {
                                ca: string;
                                de: string;
                                en: string;
                                es: string;
                                it: string;
                            };
                            usageTerms: {
                                ca: string;
                                de: string;
                                en: string;
                                es: string;
                                it: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/evaluation/{id}/help": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the key terms of an evaluation mean */
        get: {
            parameters: {
                query?: {
                    lang?: "en" | "es" | "ca" | "de" | "it";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            keyTerms: {
                                code: string;
                                description: string;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/evaluation/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The individual report of a finished evaluation, with whose it is (each read is audited) */
        get: {
            parameters: {
                query?: {
                    lang?: "en" | "es" | "ca" | "de" | "it";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            answerRetention: {
                                deletedAt: string | null;
                                deleteOn: string;
                            };
                            club: string;
                            coefficient: number | null;
                            evaluationId: number;
                            finishedAt: string | null;
                            keyTerms: {
                                answered: number;
                                code: string;
                                name: string;
                                notApplicable: number;
                                score: number | null;
                                /** @enum {string|null} */
                                themeLevel: "superb" | "fine" | "regular" | "danger" | "urgent" | null;
                            }[];
                            lowConfidence: boolean;
                            /** @enum {string|null} */
                            needLevel: "minimal" | "moderate" | "high" | "critical" | null;
                            player: string;
                            quiz: string;
                            study: string;
                            team: string;
                            /** @enum {string} */
                            timeZone: "Europe/Madrid" | "Atlantic/Canary" | "Europe/Berlin" | "Europe/Rome" | "UTC";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/helpline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every helpline, confirmed or not, with who confirmed it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            confirmedAt: string | null;
                            confirmedBy: string | null;
                            /** @enum {string} */
                            country: "AT" | "BE" | "BG" | "CH" | "CY" | "CZ" | "DE" | "DK" | "EE" | "ES" | "FI" | "FR" | "GB" | "GR" | "HR" | "HU" | "IE" | "IS" | "IT" | "LI" | "LT" | "LU" | "LV" | "MT" | "NL" | "NO" | "PL" | "PT" | "RO" | "SE" | "SI" | "SK";
                            description: string;
                            enabled: boolean;
                            id: number;
                            isDefault: boolean;
                            languages: ("en" | "es" | "ca" | "de" | "it")[];
                            name: string;
                            number: string;
                            source: string;
                            sourceCheckedOn: string | null;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add a helpline (audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        confirmed: boolean;
                        /** @enum {string} */
                        country: "AT" | "BE" | "BG" | "CH" | "CY" | "CZ" | "DE" | "DK" | "EE" | "ES" | "FI" | "FR" | "GB" | "GR" | "HR" | "HU" | "IE" | "IS" | "IT" | "LI" | "LT" | "LU" | "LV" | "MT" | "NL" | "NO" | "PL" | "PT" | "RO" | "SE" | "SI" | "SK";
                        description: string;
                        enabled: boolean;
                        languages: ("en" | "es" | "ca" | "de" | "it")[];
                        name: string;
                        number: string;
                        source: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            confirmedAt: string | null;
                            confirmedBy: string | null;
                            /** @enum {string} */
                            country: "AT" | "BE" | "BG" | "CH" | "CY" | "CZ" | "DE" | "DK" | "EE" | "ES" | "FI" | "FR" | "GB" | "GR" | "HR" | "HU" | "IE" | "IS" | "IT" | "LI" | "LT" | "LU" | "LV" | "MT" | "NL" | "NO" | "PL" | "PT" | "RO" | "SE" | "SI" | "SK";
                            description: string;
                            enabled: boolean;
                            id: number;
                            isDefault: boolean;
                            languages: ("en" | "es" | "ca" | "de" | "it")[];
                            name: string;
                            number: string;
                            source: string;
                            sourceCheckedOn: string | null;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/helpline/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a helpline; `confirmed` records who checked it and when (audited) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        confirmed: boolean;
                        /** @enum {string} */
                        country: "AT" | "BE" | "BG" | "CH" | "CY" | "CZ" | "DE" | "DK" | "EE" | "ES" | "FI" | "FR" | "GB" | "GR" | "HR" | "HU" | "IE" | "IS" | "IT" | "LI" | "LT" | "LU" | "LV" | "MT" | "NL" | "NO" | "PL" | "PT" | "RO" | "SE" | "SI" | "SK";
                        description: string;
                        enabled: boolean;
                        languages: ("en" | "es" | "ca" | "de" | "it")[];
                        name: string;
                        number: string;
                        source: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            confirmedAt: string | null;
                            confirmedBy: string | null;
                            /** @enum {string} */
                            country: "AT" | "BE" | "BG" | "CH" | "CY" | "CZ" | "DE" | "DK" | "EE" | "ES" | "FI" | "FR" | "GB" | "GR" | "HR" | "HU" | "IE" | "IS" | "IT" | "LI" | "LT" | "LU" | "LV" | "MT" | "NL" | "NO" | "PL" | "PT" | "RO" | "SE" | "SI" | "SK";
                            description: string;
                            enabled: boolean;
                            id: number;
                            isDefault: boolean;
                            languages: ("en" | "es" | "ca" | "de" | "it")[];
                            name: string;
                            number: string;
                            source: string;
                            sourceCheckedOn: string | null;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/helpline/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Record that the admin checked the helpline today, with their name (audited); nothing else changes */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            confirmedAt: string | null;
                            confirmedBy: string | null;
                            /** @enum {string} */
                            country: "AT" | "BE" | "BG" | "CH" | "CY" | "CZ" | "DE" | "DK" | "EE" | "ES" | "FI" | "FR" | "GB" | "GR" | "HR" | "HU" | "IE" | "IS" | "IT" | "LI" | "LT" | "LU" | "LV" | "MT" | "NL" | "NO" | "PL" | "PT" | "RO" | "SE" | "SI" | "SK";
                            description: string;
                            enabled: boolean;
                            id: number;
                            isDefault: boolean;
                            languages: ("en" | "es" | "ca" | "de" | "it")[];
                            name: string;
                            number: string;
                            source: string;
                            sourceCheckedOn: string | null;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/member": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every member with role, state, squad roles and clubs */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            clubs: string[];
                            createdAt: string;
                            email: string;
                            enabled: boolean;
                            fullName: string;
                            id: number;
                            /** @enum {string} */
                            role: "AppAdmin" | "User";
                            squadRoles: ("Coach" | "Player")[];
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a member (player of a study group, coach of a study group or of a whole club, or platform admin) who gets an invitation mail; 409 EmailAlreadyRegistered */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        birthDate?: string | null;
                        clubId?: number | null;
                        /** Format: email */
                        email: string;
                        /** @enum {string} */
                        language: "en" | "es" | "ca" | "de" | "it";
                        name: string;
                        /** @enum {string} */
                        role: "Player" | "Coach" | "AppAdmin";
                        studyGroupId?: number | null;
                        surname: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invited: boolean;
                            member: {
                                birthDate: string | null;
                                clubs: string[];
                                createdAt: string;
                                email: string;
                                enabled: boolean;
                                fullName: string;
                                guardianConfirmed: boolean;
                                hasPassword: boolean;
                                id: number;
                                language: string;
                                name: string;
                                /** @enum {string} */
                                role: "AppAdmin" | "User";
                                squadRoles: ("Coach" | "Player")[];
                                surname: string;
                                twoFactorEnabled: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/member/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One member with name, surname, language and whether they have a password */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            birthDate: string | null;
                            clubs: string[];
                            createdAt: string;
                            email: string;
                            enabled: boolean;
                            fullName: string;
                            guardianConfirmed: boolean;
                            hasPassword: boolean;
                            id: number;
                            language: string;
                            name: string;
                            /** @enum {string} */
                            role: "AppAdmin" | "User";
                            squadRoles: ("Coach" | "Player")[];
                            surname: string;
                            twoFactorEnabled: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        /** Edit a member's name, surname, email and birth date; 409 EmailAlreadyRegistered. A new email retires the open password links and, for an account in use, tells the old and the new address */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        birthDate?: string | null;
                        /** Format: email */
                        email: string;
                        name: string;
                        surname: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            birthDate: string | null;
                            clubs: string[];
                            createdAt: string;
                            email: string;
                            enabled: boolean;
                            fullName: string;
                            guardianConfirmed: boolean;
                            hasPassword: boolean;
                            id: number;
                            language: string;
                            name: string;
                            /** @enum {string} */
                            role: "AppAdmin" | "User";
                            squadRoles: ("Coach" | "Player")[];
                            surname: string;
                            twoFactorEnabled: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/member/{id}/demote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Make a platform admin a plain member again (409 CannotChangeOwnRole, LastAdmin) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            birthDate: string | null;
                            clubs: string[];
                            createdAt: string;
                            email: string;
                            enabled: boolean;
                            fullName: string;
                            guardianConfirmed: boolean;
                            hasPassword: boolean;
                            id: number;
                            language: string;
                            name: string;
                            /** @enum {string} */
                            role: "AppAdmin" | "User";
                            squadRoles: ("Coach" | "Player")[];
                            surname: string;
                            twoFactorEnabled: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/member/{id}/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Erase a member on request, as their own deletion does, audited with the reason (409 CannotEraseSelf, LastAdmin) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/member/{id}/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the invitation mail again (a new link); 409 MemberAlreadyActive once they have a password */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/member/{id}/passwordReset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the member a password-reset mail */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/member/{id}/promote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Make a member a platform admin (409 CannotChangeOwnRole, AdminCannotHaveSquadRoles) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            birthDate: string | null;
                            clubs: string[];
                            createdAt: string;
                            email: string;
                            enabled: boolean;
                            fullName: string;
                            guardianConfirmed: boolean;
                            hasPassword: boolean;
                            id: number;
                            language: string;
                            name: string;
                            /** @enum {string} */
                            role: "AppAdmin" | "User";
                            squadRoles: ("Coach" | "Player")[];
                            surname: string;
                            twoFactorEnabled: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/member/{id}/two-factor/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove another member's two-factor sign-in and end their sessions (409 CannotResetOwnTwoFactor) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/member/disable/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Disable a member: they cannot sign in, their tokens and open password links stop working (409 CannotDisableSelf; 409 LastAdmin for the last enabled platform admin) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            clubs: string[];
                            createdAt: string;
                            email: string;
                            enabled: boolean;
                            fullName: string;
                            id: number;
                            /** @enum {string} */
                            role: "AppAdmin" | "User";
                            squadRoles: ("Coach" | "Player")[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/member/enable/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Enable a member */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            clubs: string[];
                            createdAt: string;
                            email: string;
                            enabled: boolean;
                            fullName: string;
                            id: number;
                            /** @enum {string} */
                            role: "AppAdmin" | "User";
                            squadRoles: ("Coach" | "Player")[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/member/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of the users list with its total: search (beginning of name, surname or email), filters, sort */
        get: {
            parameters: {
                query?: {
                    clubId?: number;
                    dir?: "asc" | "desc";
                    enabled?: "true" | "false";
                    page?: number;
                    pageSize?: number;
                    q?: string;
                    role?: "AppAdmin" | "User";
                    sort?: "name" | "email" | "createdAt";
                    squadRole?: "Coach" | "Player";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                clubs: string[];
                                createdAt: string;
                                email: string;
                                enabled: boolean;
                                fullName: string;
                                id: number;
                                /** @enum {string} */
                                role: "AppAdmin" | "User";
                                squadRoles: ("Coach" | "Player")[];
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/quiz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every quiz, by its current version, with category, state, KPIs flag and number of studies */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            category: string;
                            categoryId: number;
                            draftId: number | null;
                            enabled: boolean;
                            familyId: number;
                            hasKeyTermSummary: boolean;
                            id: number;
                            libraryKey: string | null;
                            name: string;
                            questions: number;
                            /** @enum {string} */
                            status: "draft" | "published";
                            studies: number;
                            version: number;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        /** A new quiz: its first version, as a draft (texts may still be missing) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        answerLabels: {
                            1: {
                                ca?: string;
                                de?: string;
                                en?: string;
                                es?: string;
                                it?: string;
                            };
                            2: {
                                ca?: string;
                                de?: string;
                                en?: string;
                                es?: string;
                                it?: string;
                            };
                            3: {
                                ca?: string;
                                de?: string;
                                en?: string;
                                es?: string;
                                it?: string;
                            };
                            4: {
                                ca?: string;
                                de?: string;
                                en?: string;
                                es?: string;
                                it?: string;
                            };
                            5: {
                                ca?: string;
                                de?: string;
                                en?: string;
                                es?: string;
                                it?: string;
                            };
                            notRelevant: {
                                ca?: string;
                                de?: string;
                                en?: string;
                                es?: string;
                                it?: string;
                            };
                        };
                        category: string;
                        hasKeyTermSummary: boolean;
                        keyTerms: {
                            code: string;
                            description: {
                                ca?: string;
                                de?: string;
                                en?: string;
                                es?: string;
                                it?: string;
                            };
                            name: {
                                ca?: string;
                                de?: string;
                                en?: string;
                                es?: string;
                                it?: string;
                            };
                        }[];
                        name: string;
                        questions: {
                            help: {
                                ca?: string;
                                de?: string;
                                en?: string;
                                es?: string;
                                it?: string;
                            };
                            keyTerm: string;
                            reversed: boolean;
                            text: {
                                ca?: string;
                                de?: string;
                                en?: string;
                                es?: string;
                                it?: string;
                            };
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            content: {
                                answerLabels: {
                                    1: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    2: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    3: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    4: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    5: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    notRelevant: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                };
                                category: string;
                                hasKeyTermSummary: boolean;
                                keyTerms: {
                                    code: string;
                                    description: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    name: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                }[];
                                name: string;
                                questions: {
                                    help: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    keyTerm: string;
                                    reversed: boolean;
                                    text: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                }[];
                            };
                            current: boolean;
                            enabled: boolean;
                            familyId: number;
                            id: number;
                            libraryKey: string | null;
                            publishedAt: string | null;
                            /** @enum {string} */
                            status: "draft" | "published";
                            studies: number;
                            unchanged: boolean;
                            version: number;
                            versions: {
                                current: boolean;
                                id: number;
                                publishedAt: string | null;
                                /** @enum {string} */
                                status: "draft" | "published";
                                studies: number;
                                version: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/quiz/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One version of a quiz with its whole content and the quiz's versions */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            content: {
                                answerLabels: {
                                    1: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    2: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    3: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    4: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    5: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    notRelevant: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                };
                                category: string;
                                hasKeyTermSummary: boolean;
                                keyTerms: {
                                    code: string;
                                    description: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    name: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                }[];
                                name: string;
                                questions: {
                                    help: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    keyTerm: string;
                                    reversed: boolean;
                                    text: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                }[];
                            };
                            current: boolean;
                            enabled: boolean;
                            familyId: number;
                            id: number;
                            libraryKey: string | null;
                            publishedAt: string | null;
                            /** @enum {string} */
                            status: "draft" | "published";
                            studies: number;
                            unchanged: boolean;
                            version: number;
                            versions: {
                                current: boolean;
                                id: number;
                                publishedAt: string | null;
                                /** @enum {string} */
                                status: "draft" | "published";
                                studies: number;
                                version: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        /** Save a draft again (a published version never changes: 409 QuizVersionPublished) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        answerLabels: {
                            1: {
                                ca?: string;
                                de?: string;
                                en?: string;
                                es?: string;
                                it?: string;
                            };
                            2: {
                                ca?: string;
                                de?: string;
                                en?: string;
                                es?: string;
                                it?: string;
                            };
                            3: {
                                ca?: string;
                                de?: string;
                                en?: string;
                                es?: string;
                                it?: string;
                            };
                            4: {
                                ca?: string;
                                de?: string;
                                en?: string;
                                es?: string;
                                it?: string;
                            };
                            5: {
                                ca?: string;
                                de?: string;
                                en?: string;
                                es?: string;
                                it?: string;
                            };
                            notRelevant: {
                                ca?: string;
                                de?: string;
                                en?: string;
                                es?: string;
                                it?: string;
                            };
                        };
                        category: string;
                        hasKeyTermSummary: boolean;
                        keyTerms: {
                            code: string;
                            description: {
                                ca?: string;
                                de?: string;
                                en?: string;
                                es?: string;
                                it?: string;
                            };
                            name: {
                                ca?: string;
                                de?: string;
                                en?: string;
                                es?: string;
                                it?: string;
                            };
                        }[];
                        name: string;
                        questions: {
                            help: {
                                ca?: string;
                                de?: string;
                                en?: string;
                                es?: string;
                                it?: string;
                            };
                            keyTerm: string;
                            reversed: boolean;
                            text: {
                                ca?: string;
                                de?: string;
                                en?: string;
                                es?: string;
                                it?: string;
                            };
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            content: {
                                answerLabels: {
                                    1: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    2: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    3: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    4: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    5: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    notRelevant: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                };
                                category: string;
                                hasKeyTermSummary: boolean;
                                keyTerms: {
                                    code: string;
                                    description: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    name: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                }[];
                                name: string;
                                questions: {
                                    help: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    keyTerm: string;
                                    reversed: boolean;
                                    text: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                }[];
                            };
                            current: boolean;
                            enabled: boolean;
                            familyId: number;
                            id: number;
                            libraryKey: string | null;
                            publishedAt: string | null;
                            /** @enum {string} */
                            status: "draft" | "published";
                            studies: number;
                            unchanged: boolean;
                            version: number;
                            versions: {
                                current: boolean;
                                id: number;
                                publishedAt: string | null;
                                /** @enum {string} */
                                status: "draft" | "published";
                                studies: number;
                                version: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        /** Throw a draft away (never a published version) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/quiz/{id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Disable a quiz (every version of it): it can no longer be chosen for a new study */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            category: string;
                            categoryId: number;
                            draftId: number | null;
                            enabled: boolean;
                            familyId: number;
                            hasKeyTermSummary: boolean;
                            id: number;
                            libraryKey: string | null;
                            name: string;
                            questions: number;
                            /** @enum {string} */
                            status: "draft" | "published";
                            studies: number;
                            version: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/quiz/{id}/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A draft of the quiz's next version, copied from this version (or the draft already being written) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            content: {
                                answerLabels: {
                                    1: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    2: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    3: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    4: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    5: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    notRelevant: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                };
                                category: string;
                                hasKeyTermSummary: boolean;
                                keyTerms: {
                                    code: string;
                                    description: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    name: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                }[];
                                name: string;
                                questions: {
                                    help: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    keyTerm: string;
                                    reversed: boolean;
                                    text: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                }[];
                            };
                            current: boolean;
                            enabled: boolean;
                            familyId: number;
                            id: number;
                            libraryKey: string | null;
                            publishedAt: string | null;
                            /** @enum {string} */
                            status: "draft" | "published";
                            studies: number;
                            unchanged: boolean;
                            version: number;
                            versions: {
                                current: boolean;
                                id: number;
                                publishedAt: string | null;
                                /** @enum {string} */
                                status: "draft" | "published";
                                studies: number;
                                version: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            content: {
                                answerLabels: {
                                    1: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    2: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    3: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    4: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    5: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    notRelevant: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                };
                                category: string;
                                hasKeyTermSummary: boolean;
                                keyTerms: {
                                    code: string;
                                    description: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    name: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                }[];
                                name: string;
                                questions: {
                                    help: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    keyTerm: string;
                                    reversed: boolean;
                                    text: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                }[];
                            };
                            current: boolean;
                            enabled: boolean;
                            familyId: number;
                            id: number;
                            libraryKey: string | null;
                            publishedAt: string | null;
                            /** @enum {string} */
                            status: "draft" | "published";
                            studies: number;
                            unchanged: boolean;
                            version: number;
                            versions: {
                                current: boolean;
                                id: number;
                                publishedAt: string | null;
                                /** @enum {string} */
                                status: "draft" | "published";
                                studies: number;
                                version: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/quiz/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Enable a quiz (every version of it) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            category: string;
                            categoryId: number;
                            draftId: number | null;
                            enabled: boolean;
                            familyId: number;
                            hasKeyTermSummary: boolean;
                            id: number;
                            libraryKey: string | null;
                            name: string;
                            questions: number;
                            /** @enum {string} */
                            status: "draft" | "published";
                            studies: number;
                            version: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/quiz/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A version as a quiz file (docs/quiz-format.md), as an attachment; an incomplete draft answers 409 QuizIncomplete */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            answerLabels: {
                                1: {
                                    ca: string;
                                    de: string;
                                    en: string;
                                    es: string;
                                    it: string;
                                };
                                2: {
                                    ca: string;
                                    de: string;
                                    en: string;
                                    es: string;
                                    it: string;
                                };
                                3: {
                                    ca: string;
                                    de: string;
                                    en: string;
                                    es: string;
                                    it: string;
                                };
                                4: {
                                    ca: string;
                                    de: string;
                                    en: string;
                                    es: string;
                                    it: string;
                                };
                                5: {
                                    ca: string;
                                    de: string;
                                    en: string;
                                    es: string;
                                    it: string;
                                };
                                notRelevant: {
                                    ca: string;
                                    de: string;
                                    en: string;
                                    es: string;
                                    it: string;
                                };
                            };
                            category: string;
                            /** @enum {string} */
                            format: "club-pulse/quiz";
                            /** @enum {number} */
                            formatVersion: 1;
                            hasKeyTermSummary: boolean;
                            keyTerms: {
                                code: string;
                                description: {
                                    ca: string;
                                    de: string;
                                    en: string;
                                    es: string;
                                    it: string;
                                };
                                name: {
                                    ca: string;
                                    de: string;
                                    en: string;
                                    es: string;
                                    it: string;
                                };
                            }[];
                            name: string;
                            questions: {
                                help: {
                                    ca: string;
                                    de: string;
                                    en: string;
                                    es: string;
                                    it: string;
                                };
                                keyTerm: string;
                                reversed: boolean;
                                text: {
                                    ca: string;
                                    de: string;
                                    en: string;
                                    es: string;
                                    it: string;
                                };
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/quiz/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a draft: complete in every language, or 409 QuizIncomplete listing what is missing; then it never changes */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            content: {
                                answerLabels: {
                                    1: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    2: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    3: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    4: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    5: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    notRelevant: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                };
                                category: string;
                                hasKeyTermSummary: boolean;
                                keyTerms: {
                                    code: string;
                                    description: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    name: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                }[];
                                name: string;
                                questions: {
                                    help: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    keyTerm: string;
                                    reversed: boolean;
                                    text: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                }[];
                            };
                            current: boolean;
                            enabled: boolean;
                            familyId: number;
                            id: number;
                            libraryKey: string | null;
                            publishedAt: string | null;
                            /** @enum {string} */
                            status: "draft" | "published";
                            studies: number;
                            unchanged: boolean;
                            version: number;
                            versions: {
                                current: boolean;
                                id: number;
                                publishedAt: string | null;
                                /** @enum {string} */
                                status: "draft" | "published";
                                studies: number;
                                version: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/quiz/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import a quiz file (docs/quiz-format.md) as a new quiz, a draft; a bad file is refused with every problem by field, nothing stored */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        answerLabels: {
                            1: {
                                ca: string;
                                de: string;
                                en: string;
                                es: string;
                                it: string;
                            };
                            2: {
                                ca: string;
                                de: string;
                                en: string;
                                es: string;
                                it: string;
                            };
                            3: {
                                ca: string;
                                de: string;
                                en: string;
                                es: string;
                                it: string;
                            };
                            4: {
                                ca: string;
                                de: string;
                                en: string;
                                es: string;
                                it: string;
                            };
                            5: {
                                ca: string;
                                de: string;
                                en: string;
                                es: string;
                                it: string;
                            };
                            notRelevant: {
                                ca: string;
                                de: string;
                                en: string;
                                es: string;
                                it: string;
                            };
                        };
                        category: string;
                        format: string;
                        /** @enum {number} */
                        formatVersion: 1;
                        hasKeyTermSummary: boolean;
                        keyTerms: {
                            code: string;
                            description: {
                                ca: string;
                                de: string;
                                en: string;
                                es: string;
                                it: string;
                            };
                            name: {
                                ca: string;
                                de: string;
                                en: string;
                                es: string;
                                it: string;
                            };
                        }[];
                        name: string;
                        questions: {
                            help: {
                                ca: string;
                                de: string;
                                en: string;
                                es: string;
                                it: string;
                            };
                            keyTerm: string;
                            reversed: boolean;
                            text: {
                                ca: string;
                                de: string;
                                en: string;
                                es: string;
                                it: string;
                            };
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            content: {
                                answerLabels: {
                                    1: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    2: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    3: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    4: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    5: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    notRelevant: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                };
                                category: string;
                                hasKeyTermSummary: boolean;
                                keyTerms: {
                                    code: string;
                                    description: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    name: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                }[];
                                name: string;
                                questions: {
                                    help: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                    keyTerm: string;
                                    reversed: boolean;
                                    text: {
                                        ca?: string;
                                        de?: string;
                                        en?: string;
                                        es?: string;
                                        it?: string;
                                    };
                                }[];
                            };
                            current: boolean;
                            enabled: boolean;
                            familyId: number;
                            id: number;
                            libraryKey: string | null;
                            publishedAt: string | null;
                            /** @enum {string} */
                            status: "draft" | "published";
                            studies: number;
                            unchanged: boolean;
                            version: number;
                            versions: {
                                current: boolean;
                                id: number;
                                publishedAt: string | null;
                                /** @enum {string} */
                                status: "draft" | "published";
                                studies: number;
                                version: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/quiz/library": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The quiz library shipped with Club Pulse, and which of its quizzes are installed */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            category: string;
                            hasKeyTermSummary: boolean;
                            installedQuizId: number | null;
                            key: string;
                            keyTerms: number;
                            name: string;
                            questions: number;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/quiz/library/{key}/install": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Install a library quiz (published, enabled); installed already: nothing is written, the installed quiz is answered */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            alreadyInstalled: boolean;
                            quiz: {
                                category: string;
                                categoryId: number;
                                draftId: number | null;
                                enabled: boolean;
                                familyId: number;
                                hasKeyTermSummary: boolean;
                                id: number;
                                libraryKey: string | null;
                                name: string;
                                questions: number;
                                /** @enum {string} */
                                status: "draft" | "published";
                                studies: number;
                                version: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            alreadyInstalled: boolean;
                            quiz: {
                                category: string;
                                categoryId: number;
                                draftId: number | null;
                                enabled: boolean;
                                familyId: number;
                                hasKeyTermSummary: boolean;
                                id: number;
                                libraryKey: string | null;
                                name: string;
                                questions: number;
                                /** @enum {string} */
                                status: "draft" | "published";
                                studies: number;
                                version: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/quiz/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of the quizzes list with its total: search (beginning of the name), filters (enabled, category), sort */
        get: {
            parameters: {
                query?: {
                    categoryId?: number;
                    dir?: "asc" | "desc";
                    enabled?: "true" | "false";
                    page?: number;
                    pageSize?: number;
                    q?: string;
                    sort?: "name" | "category" | "enabled";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                category: string;
                                categoryId: number;
                                draftId: number | null;
                                enabled: boolean;
                                familyId: number;
                                hasKeyTermSummary: boolean;
                                id: number;
                                libraryKey: string | null;
                                name: string;
                                questions: number;
                                /** @enum {string} */
                                status: "draft" | "published";
                                studies: number;
                                version: number;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/answerRetention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many months after a study's due date its answers are deleted */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            months: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        /** Set how many months after a study's due date its answers are deleted (the retention job deletes them) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        months: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            months: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/setup/defaultLanguage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The interface language of visitors who chose none (GET /appsettings.json answers it) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        language: "en" | "es" | "ca" | "de" | "it";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            language: "en" | "es" | "ca" | "de" | "it";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/setup/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The setup checklist, computed from the data */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            clubsWithoutSupport: {
                                id: number;
                                name: string;
                            }[];
                            complete: boolean;
                            /** @enum {string|null} */
                            defaultLanguage: "en" | "es" | "ca" | "de" | "it" | null;
                            done: {
                                account: boolean;
                                club: boolean;
                                coach: boolean;
                                group: boolean;
                                language: boolean;
                                mail: boolean;
                                privacyPolicy: boolean;
                                quiz: boolean;
                                support: boolean;
                                terms: boolean;
                                usageTerms: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/setup/testMail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a test mail at once through the configured SMTP server and say whether it left, and why not */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        language?: "en" | "es" | "ca" | "de" | "it";
                        to: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            failure?: {
                                code: string;
                                /** @enum {string} */
                                reason: "unreachable" | "credentials" | "certificate" | "recipient" | "other";
                            };
                            sent: boolean;
                            /** @enum {string} */
                            via: "smtp" | "outbox";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/squadMember/byclub/{clubId}/AddCoach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a coach to a club by email; an unknown email gets an account and an invitation mail */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    clubId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        /** @enum {string} */
                        language?: "en" | "es" | "ca" | "de" | "it";
                        name?: string;
                        studyGroupId?: number | null;
                        surname?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invited: boolean;
                            memberId: number;
                            squadMemberId: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/squadMember/byclub/{clubId}/RemoveSquadMember": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a member from a club; cancels their unfinished evaluations in its studies */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    clubId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        clubId: number;
                        squadMemberId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            cancelledEvaluations: number;
                            squadMemberId: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/squadMember/byclub/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A club's current members (404 ClubNotExists) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            category: string | null;
                            clubId: number;
                            email: string;
                            enabled: boolean;
                            fullName: string;
                            memberId: number;
                            /** @enum {string} */
                            role: "Coach" | "Player";
                            squadMemberId: number;
                            studyGroup: string | null;
                            studyGroupId: number | null;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/squadMember/bystudy/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A study's invited members with their evaluation state */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            category: string;
                            email: string;
                            evaluationId: number;
                            finishedAt: string | null;
                            fullName: string;
                            memberId: number;
                            /** @enum {string} */
                            role: "Coach" | "Player";
                            /** @enum {string} */
                            state: "open" | "inprogress" | "finished" | "closed" | "cancelled";
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/squadMember/bystudygroup/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A study group's current members */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            category: string | null;
                            clubId: number;
                            email: string;
                            enabled: boolean;
                            fullName: string;
                            memberId: number;
                            /** @enum {string} */
                            role: "Coach" | "Player";
                            squadMemberId: number;
                            studyGroup: string | null;
                            studyGroupId: number | null;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/study-group/{id}/roster-import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Players of a study group from a CSV file: `dryRun` answers the per-line report; otherwise, unless a line is wrong (422 RosterInvalid, one item per problem), new members are invited and everyone is added as a player */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        csv: string;
                        /** @default false */
                        dryRun?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            counts: {
                                added: number;
                                already: number;
                                invited: number;
                            };
                            dryRun: boolean;
                            lines: {
                                birthDate: string;
                                email: string;
                                guardianConfirmed: boolean;
                                line: number;
                                name: string;
                                /** @enum {string|null} */
                                outcome: "invite" | "add" | "already" | null;
                                surname: string;
                            }[];
                            problems: {
                                /** @enum {string} */
                                code: "Required" | "TooLong" | "InvalidEmail" | "InvalidDate" | "TooYoung" | "TooOld" | "ForbiddenCharacters" | "DuplicateInFile" | "MissingColumn" | "UnclosedQuote" | "NoRows" | "TooManyRows" | "InvalidConsent" | "AdminEmail" | "AlreadyCoach";
                                /** @enum {string|null} */
                                field: "name" | "surname" | "email" | "birthDate" | "guardianConfirmed" | null;
                                line: number;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/study/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One study */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            answerRetention: {
                                deletedAt: string | null;
                                deleteOn: string;
                            };
                            club: string;
                            clubId: number;
                            coachAnswers: number;
                            coachesInvited: number;
                            description: string;
                            dueDate: string;
                            id: number;
                            playerAnswers: number;
                            playersInvited: number;
                            quiz: string;
                            quizId: number;
                            startDate: string;
                            /** @enum {string} */
                            state: "open" | "inprogress" | "finished" | "closed" | "cancelled";
                            studyGroup: string;
                            studyGroupId: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/study/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Cancel a study that has not ended: final; its unfinished evaluations are cancelled, finished reports kept (409 StudyTransitionNotAllowed otherwise) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            answerRetention: {
                                deletedAt: string | null;
                                deleteOn: string;
                            };
                            club: string;
                            clubId: number;
                            coachAnswers: number;
                            coachesInvited: number;
                            description: string;
                            dueDate: string;
                            id: number;
                            playerAnswers: number;
                            playersInvited: number;
                            quiz: string;
                            quizId: number;
                            startDate: string;
                            /** @enum {string} */
                            state: "open" | "inprogress" | "finished" | "closed" | "cancelled";
                            studyGroup: string;
                            studyGroupId: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/study/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The group report of a study */
        get: {
            parameters: {
                query?: {
                    lang?: "en" | "es" | "ca" | "de" | "it";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            answerRetention: {
                                deletedAt: string | null;
                                deleteOn: string;
                            };
                            breakdown: {
                                answered: number;
                                avgCoefficient: number | null;
                                group: string;
                                release: {
                                    included: number;
                                    neededForUpdate: number;
                                    releasedAt: string | null;
                                    waiting: number;
                                };
                            }[];
                            candidates: {
                                /** @enum {string|null} */
                                ageGroup: "U14" | "U16" | "U18" | "U21" | "Senior" | null;
                                coefficient: number | null;
                                email: string | null;
                                fullName: string;
                                /** @enum {string|null} */
                                needLevel: "minimal" | "moderate" | "high" | "critical" | null;
                            }[];
                            coaches: {
                                answered: number;
                                invited: number;
                            };
                            keyTermSummary: {
                                avg: number | null;
                                coaches: number | null;
                                keyTerm: string;
                                max: number | null;
                                min: number | null;
                                name: string;
                                players: number;
                                ratioAnswered: number | null;
                                release: {
                                    included: number;
                                    neededForUpdate: number;
                                    releasedAt: string | null;
                                    waiting: number;
                                };
                            }[] | null;
                            needLevelCounts: {
                                /** @enum {string} */
                                ageGroup: "U14" | "U16" | "U18" | "U21" | "Senior";
                                count: number;
                                /** @enum {string} */
                                needLevel: "minimal" | "moderate" | "high" | "critical";
                            }[];
                            needLevelTotals: {
                                count: number;
                                /** @enum {string} */
                                needLevel: "minimal" | "moderate" | "high" | "critical";
                            }[];
                            players: {
                                answered: number;
                                invited: number;
                            };
                            study: {
                                club: string;
                                description: string;
                                dueDate: string;
                                hasKeyTermSummary: boolean;
                                id: number;
                                quiz: string;
                                startDate: string;
                                state: string;
                                team: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/study/{id}/report/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A study's group report as a PDF or CSV file (what the screen shows, dated; each export is audited; PDFs limited per member, 429) */
        get: {
            parameters: {
                query: {
                    format: "pdf" | "csv";
                    lang?: "en" | "es" | "ca" | "de" | "it";
                    table?: "players" | "keyTerms";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file (PDF or CSV), as an attachment */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/study/byclub/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A club's studies (404 ClubNotExists) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            answerRetention: {
                                deletedAt: string | null;
                                deleteOn: string;
                            };
                            club: string;
                            clubId: number;
                            coachAnswers: number;
                            coachesInvited: number;
                            description: string;
                            dueDate: string;
                            id: number;
                            playerAnswers: number;
                            playersInvited: number;
                            quiz: string;
                            quizId: number;
                            startDate: string;
                            /** @enum {string} */
                            state: "open" | "inprogress" | "finished" | "closed" | "cancelled";
                            studyGroup: string;
                            studyGroupId: number;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/study/bystudygroup/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A study group's studies with respondent counts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            answerRetention: {
                                deletedAt: string | null;
                                deleteOn: string;
                            };
                            club: string;
                            clubId: number;
                            coachAnswers: number;
                            coachesInvited: number;
                            description: string;
                            dueDate: string;
                            id: number;
                            playerAnswers: number;
                            playersInvited: number;
                            quiz: string;
                            quizId: number;
                            startDate: string;
                            /** @enum {string} */
                            state: "open" | "inprogress" | "finished" | "closed" | "cancelled";
                            studyGroup: string;
                            studyGroupId: number;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/study/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of the studies list with its total: search (beginning of the description), filters (state, club, study group, quiz), sort */
        get: {
            parameters: {
                query?: {
                    clubId?: number;
                    dir?: "asc" | "desc";
                    page?: number;
                    pageSize?: number;
                    q?: string;
                    quizId?: number;
                    sort?: "startDate" | "dueDate" | "description" | "quiz";
                    state?: "open" | "inprogress" | "finished" | "closed" | "cancelled";
                    studyGroupId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                answerRetention: {
                                    deletedAt: string | null;
                                    deleteOn: string;
                                };
                                club: string;
                                clubId: number;
                                coachAnswers: number;
                                coachesInvited: number;
                                description: string;
                                dueDate: string;
                                id: number;
                                playerAnswers: number;
                                playersInvited: number;
                                quiz: string;
                                quizId: number;
                                startDate: string;
                                /** @enum {string} */
                                state: "open" | "inprogress" | "finished" | "closed" | "cancelled";
                                studyGroup: string;
                                studyGroupId: number;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/studyGroup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit, deactivate or reactivate a study group (id in the body; StudyGroupNameExists, StudyGroupCodeExists) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        categoryId: number;
                        coachMemberId?: number | null;
                        code: string;
                        id: number;
                        name: string;
                        /** @enum {string} */
                        state: "active" | "deactivated";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            category: string;
                            categoryId: number;
                            club: string;
                            clubId: number;
                            coach: string | null;
                            coachMemberId: number | null;
                            code: string;
                            id: number;
                            members: number;
                            name: string;
                            /** @enum {string} */
                            state: "active" | "deactivated";
                            studies: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        /** Create a study group in a club (StudyGroupNameExists, StudyGroupCodeExists) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        categoryId: number;
                        clubId: number;
                        coachMemberId?: number | null;
                        code: string;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            category: string;
                            categoryId: number;
                            club: string;
                            clubId: number;
                            coach: string | null;
                            coachMemberId: number | null;
                            code: string;
                            id: number;
                            members: number;
                            name: string;
                            /** @enum {string} */
                            state: "active" | "deactivated";
                            studies: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/studyGroup/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One study group */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            category: string;
                            categoryId: number;
                            club: string;
                            clubId: number;
                            coach: string | null;
                            coachMemberId: number | null;
                            code: string;
                            id: number;
                            members: number;
                            name: string;
                            /** @enum {string} */
                            state: "active" | "deactivated";
                            studies: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/studyGroup/byclub/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A club's study groups (404 ClubNotExists) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            category: string;
                            categoryId: number;
                            club: string;
                            clubId: number;
                            coach: string | null;
                            coachMemberId: number | null;
                            code: string;
                            id: number;
                            members: number;
                            name: string;
                            /** @enum {string} */
                            state: "active" | "deactivated";
                            studies: number;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/studyGroup/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of study groups with its total: search (beginning of name or code), filters (club, category, state), sort */
        get: {
            parameters: {
                query?: {
                    categoryId?: number;
                    clubId?: number;
                    dir?: "asc" | "desc";
                    page?: number;
                    pageSize?: number;
                    q?: string;
                    sort?: "name" | "code" | "club";
                    state?: "active" | "deactivated";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            items: {
                                category: string;
                                categoryId: number;
                                club: string;
                                clubId: number;
                                coach: string | null;
                                coachMemberId: number | null;
                                code: string;
                                id: number;
                                members: number;
                                name: string;
                                /** @enum {string} */
                                state: "active" | "deactivated";
                                studies: number;
                            }[];
                            page: number;
                            pageSize: number;
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Counts for the admin home */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accounts: number;
                            activeClubs: number;
                            attention: {
                                accountsPastRenewal: number;
                                accountsRenewingSoon: number;
                                quietStudies: {
                                    clubId: number;
                                    clubName: string;
                                    dueDate: string;
                                    id: number;
                                    name: string;
                                    startDate: string;
                                    studyGroupId: number;
                                    studyGroupName: string;
                                }[];
                                quietStudiesTotal: number;
                            };
                            clubs: number;
                            disabledMembers: number;
                            enabledQuizzes: number;
                            members: number;
                            quizzes: number;
                            runningStudies: number;
                            studies: number;
                            studyGroups: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/captcha/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A new ALTCHA (v2) proof-of-work challenge; its difficulty comes from CAPTCHA_MAX_NUMBER */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            parameters: {
                                algorithm: string;
                                cost: number;
                                expiresAt?: number;
                                keyLength: number;
                                keyPrefix: string;
                                keySignature?: string;
                                nonce: string;
                                salt: string;
                            } & {
                                [key: string]: unknown;
                            };
                            signature: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/compliance/acceptNewTerms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept the current usage terms (audited); `version` is the one the member read */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        version?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            version: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/compliance/byCategory/{category}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest usage terms (0) or privacy policy (2), in the `lang` or Accept-Language language, English fallback */
        get: {
            parameters: {
                query?: {
                    lang?: string;
                };
                header?: never;
                path: {
                    category: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            category: number;
                            changeSummary: string | null;
                            content: string;
                            language: string;
                            publishedAt: string;
                            version: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/evaluation/{evaluationId}/answer/{entryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer one entry (1..5, or null: not relevant); the last answer wins; the last entry finishes the evaluation */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    entryId: number;
                    evaluationId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        selectedAnswer: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            finished: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/evaluation/{id}/continueQuiz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The next unanswered question of an own evaluation (or the one at ?position=n), in the caller's language */
        get: {
            parameters: {
                query?: {
                    lang?: "en" | "es" | "ca" | "de" | "it";
                    position?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            answered: boolean;
                            answeredCount: number;
                            answerLabels: {
                                1: string;
                                2: string;
                                3: string;
                                4: string;
                                5: string;
                                notRelevant: string;
                            };
                            entryId: number;
                            evaluationId: number;
                            help: string | null;
                            isLastQuestion: boolean;
                            keyTerm: string;
                            position: number;
                            selectedAnswer: number | null;
                            study: string;
                            text: string;
                            total: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/evaluation/{id}/ended": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the end screen shows about an own evaluation */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            club: string;
                            evaluationId: number;
                            finishedAt: string | null;
                            hasReport: boolean;
                            /** @enum {string} */
                            state: "open" | "inprogress" | "finished" | "closed" | "cancelled";
                            study: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/evaluation/{id}/help": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the key terms of an own evaluation's report mean */
        get: {
            parameters: {
                query?: {
                    lang?: "en" | "es" | "ca" | "de" | "it";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            keyTerms: {
                                code: string;
                                description: string;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/evaluation/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The personal report of an own finished evaluation (404 while unfinished or for anyone else) */
        get: {
            parameters: {
                query?: {
                    lang?: "en" | "es" | "ca" | "de" | "it";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            answerRetention: {
                                deletedAt: string | null;
                                deleteOn: string;
                            };
                            club: string;
                            coefficient: number | null;
                            evaluationId: number;
                            finishedAt: string | null;
                            keyTerms: {
                                answered: number;
                                code: string;
                                name: string;
                                notApplicable: number;
                                score: number | null;
                                /** @enum {string|null} */
                                themeLevel: "superb" | "fine" | "regular" | "danger" | "urgent" | null;
                            }[];
                            lowConfidence: boolean;
                            /** @enum {string|null} */
                            needLevel: "minimal" | "moderate" | "high" | "critical" | null;
                            quiz: string;
                            study: string;
                            team: string;
                            /** @enum {string} */
                            timeZone: "Europe/Madrid" | "Atlantic/Canary" | "Europe/Berlin" | "Europe/Rome" | "UTC";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/evaluation/{id}/report/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The personal report of an own finished evaluation as a PDF file (404 while unfinished or for anyone else) */
        get: {
            parameters: {
                query?: {
                    lang?: "en" | "es" | "ca" | "de" | "it";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file (PDF or CSV), as an attachment */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/evaluation/{id}/support": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the player can do now: the club's contacts and the helplines in their language (own evaluation only) */
        get: {
            parameters: {
                query?: {
                    lang?: "en" | "es" | "ca" | "de" | "it";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            club: string;
                            contacts: {
                                email: string | null;
                                languages: ("en" | "es" | "ca" | "de" | "it")[];
                                name: string;
                                phone: string | null;
                                /** @enum {string} */
                                role: "welfareOfficer" | "psychologist" | "clubDoctor" | "coach" | "other";
                            }[];
                            helplines: {
                                description: string;
                                name: string;
                                number: string;
                            }[];
                            needsSupport: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/evaluation/getMyFinishedEvaluations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's finished evaluations (with a report), then those that ended unanswered (closed, cancelled) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            answered: number;
                            answerRetention: {
                                deletedAt: string | null;
                                deleteOn: string;
                            };
                            canAnswer: boolean;
                            club: string;
                            dueDate: string;
                            finishedAt: string | null;
                            hasReport: boolean;
                            id: number;
                            /** @enum {string} */
                            role: "Coach" | "Player";
                            startDate: string;
                            /** @enum {string} */
                            state: "open" | "inprogress" | "finished" | "closed" | "cancelled";
                            study: string;
                            team: string;
                            total: number;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/evaluation/getMyPendingEvaluations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's evaluations still to answer (including those of studies that start later: canAnswer false) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            answered: number;
                            answerRetention: {
                                deletedAt: string | null;
                                deleteOn: string;
                            };
                            canAnswer: boolean;
                            club: string;
                            dueDate: string;
                            finishedAt: string | null;
                            hasReport: boolean;
                            id: number;
                            /** @enum {string} */
                            role: "Coach" | "Player";
                            startDate: string;
                            /** @enum {string} */
                            state: "open" | "inprogress" | "finished" | "closed" | "cancelled";
                            study: string;
                            team: string;
                            total: number;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/evaluation/myHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's own finished evaluations with their overall result, oldest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            club: string;
                            coefficient: number | null;
                            evaluationId: number;
                            finishedAt: string;
                            /** @enum {string|null} */
                            needLevel: "minimal" | "moderate" | "high" | "critical" | null;
                            study: string;
                            team: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process is up */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check a study link: who invites (club, team, study), its dates and whether it still takes players; 404 for an unknown link */
        get: {
            parameters: {
                query: {
                    studyToken: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            club: string;
                            dueDate: string;
                            startDate: string;
                            /** @enum {string} */
                            status: "open" | "notYetOpen" | "closed" | "finished";
                            study: string;
                            studyGroup: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manager/case/{caseId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One case: owner, note, next step, referral, history, and whom it may go to (never an answer or a key-term score) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    caseId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            club: string;
                            email: string | null;
                            fullName: string;
                            history: {
                                /** @enum {string} */
                                act: "took" | "assigned" | "released" | "noted" | "nextStep" | "referred" | "closed" | "reopened" | "legacy";
                                at: string;
                                by: string | null;
                                detail: string | null;
                            }[];
                            id: number;
                            lastActionAt: string | null;
                            minor: boolean;
                            /** @enum {string} */
                            needLevel: "high" | "critical";
                            nextStep: string;
                            nextStepOn: string | null;
                            notes: {
                                at: string;
                                by: string | null;
                                id: number;
                                text: string;
                            }[];
                            owner: {
                                id: number;
                                /** @enum {string} */
                                kind: "coach" | "contact";
                                name: string;
                            } | null;
                            possibleOwners: {
                                id: number;
                                /** @enum {string} */
                                kind: "coach" | "contact";
                                name: string;
                            }[];
                            referral: {
                                id: number;
                                /** @enum {string} */
                                kind: "contact" | "helpline";
                                name: string;
                                number: string | null;
                            } | null;
                            referralTargets: {
                                id: number;
                                /** @enum {string} */
                                kind: "contact" | "helpline";
                                name: string;
                                number: string | null;
                            }[];
                            referred: boolean;
                            resultAt: string;
                            /** @enum {string} */
                            status: "open" | "closed";
                            study: string;
                            studyId: number;
                            team: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manager/case/{caseId}/act": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One act on a case (take, assign, note, next step, refer, close, reopen): kept in its history and audited */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    caseId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        act: "take";
                    } | {
                        /** @enum {string} */
                        act: "assign";
                        owner: ({
                            id: number;
                            /** @enum {string} */
                            kind: "coach";
                        } | {
                            id: number;
                            /** @enum {string} */
                            kind: "contact";
                        }) | null;
                    } | {
                        /** @enum {string} */
                        act: "note";
                        note: string;
                    } | {
                        /** @enum {string} */
                        act: "nextStep";
                        nextStep: string;
                        nextStepOn: string;
                    } | {
                        /** @enum {string} */
                        act: "refer";
                        target: {
                            id: number;
                            /** @enum {string} */
                            kind: "contact";
                        } | {
                            id: number;
                            /** @enum {string} */
                            kind: "helpline";
                        };
                    } | {
                        /** @enum {string} */
                        act: "close";
                    } | {
                        /** @enum {string} */
                        act: "reopen";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            club: string;
                            email: string | null;
                            fullName: string;
                            history: {
                                /** @enum {string} */
                                act: "took" | "assigned" | "released" | "noted" | "nextStep" | "referred" | "closed" | "reopened" | "legacy";
                                at: string;
                                by: string | null;
                                detail: string | null;
                            }[];
                            id: number;
                            lastActionAt: string | null;
                            minor: boolean;
                            /** @enum {string} */
                            needLevel: "high" | "critical";
                            nextStep: string;
                            nextStepOn: string | null;
                            notes: {
                                at: string;
                                by: string | null;
                                id: number;
                                text: string;
                            }[];
                            owner: {
                                id: number;
                                /** @enum {string} */
                                kind: "coach" | "contact";
                                name: string;
                            } | null;
                            possibleOwners: {
                                id: number;
                                /** @enum {string} */
                                kind: "coach" | "contact";
                                name: string;
                            }[];
                            referral: {
                                id: number;
                                /** @enum {string} */
                                kind: "contact" | "helpline";
                                name: string;
                                number: string | null;
                            } | null;
                            referralTargets: {
                                id: number;
                                /** @enum {string} */
                                kind: "contact" | "helpline";
                                name: string;
                                number: string | null;
                            }[];
                            referred: boolean;
                            resultAt: string;
                            /** @enum {string} */
                            status: "open" | "closed";
                            study: string;
                            studyId: number;
                            team: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manager/cases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The coach's queue: open cases of every club they coach, critical first, then the oldest result */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            club: string;
                            email: string | null;
                            fullName: string;
                            id: number;
                            lastActionAt: string | null;
                            /** @enum {string} */
                            needLevel: "high" | "critical";
                            nextStepOn: string | null;
                            owner: {
                                id: number;
                                /** @enum {string} */
                                kind: "coach" | "contact";
                                name: string;
                            } | null;
                            referred: boolean;
                            resultAt: string;
                            /** @enum {string} */
                            status: "open" | "closed";
                            study: string;
                            studyId: number;
                            team: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manager/club/{clubId}/support": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A club's support contacts and country */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    clubId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            club: string;
                            clubId: number;
                            contacts: {
                                email: string | null;
                                id: number;
                                languages: ("en" | "es" | "ca" | "de" | "it")[];
                                name: string;
                                phone: string | null;
                                receivesEscalations: boolean;
                                /** @enum {string} */
                                role: "welfareOfficer" | "psychologist" | "clubDoctor" | "coach" | "other";
                            }[];
                            /** @enum {string} */
                            country: "AT" | "BE" | "BG" | "CH" | "CY" | "CZ" | "DE" | "DK" | "EE" | "ES" | "FI" | "FR" | "GB" | "GR" | "HR" | "HU" | "IE" | "IS" | "IT" | "LI" | "LT" | "LU" | "LV" | "MT" | "NL" | "NO" | "PL" | "PT" | "RO" | "SE" | "SI" | "SK";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manager/club/{clubId}/support/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a support contact (audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    clubId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string | null;
                        languages: ("en" | "es" | "ca" | "de" | "it")[];
                        name: string;
                        phone: string | null;
                        /** @default false */
                        receivesEscalations?: boolean;
                        /** @enum {string} */
                        role: "welfareOfficer" | "psychologist" | "clubDoctor" | "coach" | "other";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            club: string;
                            clubId: number;
                            contacts: {
                                email: string | null;
                                id: number;
                                languages: ("en" | "es" | "ca" | "de" | "it")[];
                                name: string;
                                phone: string | null;
                                receivesEscalations: boolean;
                                /** @enum {string} */
                                role: "welfareOfficer" | "psychologist" | "clubDoctor" | "coach" | "other";
                            }[];
                            /** @enum {string} */
                            country: "AT" | "BE" | "BG" | "CH" | "CY" | "CZ" | "DE" | "DK" | "EE" | "ES" | "FI" | "FR" | "GB" | "GR" | "HR" | "HU" | "IE" | "IS" | "IT" | "LI" | "LT" | "LU" | "LV" | "MT" | "NL" | "NO" | "PL" | "PT" | "RO" | "SE" | "SI" | "SK";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manager/club/{clubId}/support/contacts/{contactId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a support contact (audited) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    clubId: number;
                    contactId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string | null;
                        languages: ("en" | "es" | "ca" | "de" | "it")[];
                        name: string;
                        phone: string | null;
                        /** @default false */
                        receivesEscalations?: boolean;
                        /** @enum {string} */
                        role: "welfareOfficer" | "psychologist" | "clubDoctor" | "coach" | "other";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            club: string;
                            clubId: number;
                            contacts: {
                                email: string | null;
                                id: number;
                                languages: ("en" | "es" | "ca" | "de" | "it")[];
                                name: string;
                                phone: string | null;
                                receivesEscalations: boolean;
                                /** @enum {string} */
                                role: "welfareOfficer" | "psychologist" | "clubDoctor" | "coach" | "other";
                            }[];
                            /** @enum {string} */
                            country: "AT" | "BE" | "BG" | "CH" | "CY" | "CZ" | "DE" | "DK" | "EE" | "ES" | "FI" | "FR" | "GB" | "GR" | "HR" | "HU" | "IE" | "IS" | "IT" | "LI" | "LT" | "LU" | "LV" | "MT" | "NL" | "NO" | "PL" | "PT" | "RO" | "SE" | "SI" | "SK";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        /** Remove a support contact (audited) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    clubId: number;
                    contactId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            club: string;
                            clubId: number;
                            contacts: {
                                email: string | null;
                                id: number;
                                languages: ("en" | "es" | "ca" | "de" | "it")[];
                                name: string;
                                phone: string | null;
                                receivesEscalations: boolean;
                                /** @enum {string} */
                                role: "welfareOfficer" | "psychologist" | "clubDoctor" | "coach" | "other";
                            }[];
                            /** @enum {string} */
                            country: "AT" | "BE" | "BG" | "CH" | "CY" | "CZ" | "DE" | "DK" | "EE" | "ES" | "FI" | "FR" | "GB" | "GR" | "HR" | "HU" | "IE" | "IS" | "IT" | "LI" | "LT" | "LU" | "LV" | "MT" | "NL" | "NO" | "PL" | "PT" | "RO" | "SE" | "SI" | "SK";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manager/club/{clubId}/support/country": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The club's country: which helplines its players see */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    clubId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        country: "AT" | "BE" | "BG" | "CH" | "CY" | "CZ" | "DE" | "DK" | "EE" | "ES" | "FI" | "FR" | "GB" | "GR" | "HR" | "HU" | "IE" | "IS" | "IT" | "LI" | "LT" | "LU" | "LV" | "MT" | "NL" | "NO" | "PL" | "PT" | "RO" | "SE" | "SI" | "SK";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            club: string;
                            clubId: number;
                            contacts: {
                                email: string | null;
                                id: number;
                                languages: ("en" | "es" | "ca" | "de" | "it")[];
                                name: string;
                                phone: string | null;
                                receivesEscalations: boolean;
                                /** @enum {string} */
                                role: "welfareOfficer" | "psychologist" | "clubDoctor" | "coach" | "other";
                            }[];
                            /** @enum {string} */
                            country: "AT" | "BE" | "BG" | "CH" | "CY" | "CZ" | "DE" | "DK" | "EE" | "ES" | "FI" | "FR" | "GB" | "GR" | "HR" | "HU" | "IE" | "IS" | "IT" | "LI" | "LT" | "LU" | "LV" | "MT" | "NL" | "NO" | "PL" | "PT" | "RO" | "SE" | "SI" | "SK";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manager/club/myClubs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The clubs where the caller is Coach, with their study groups */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            acceptsNewStudies: boolean;
                            active: boolean;
                            code: string;
                            id: number;
                            name: string;
                            studyGroups: {
                                category: string;
                                categoryId: number;
                                code: string;
                                id: number;
                                name: string;
                                /** @enum {string} */
                                state: "active" | "deactivated";
                            }[];
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manager/quiz/available": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current version of each enabled quiz of a study group's category (for a new study) */
        get: {
            parameters: {
                query: {
                    studyGroupId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            category: string;
                            hasKeyTermSummary: boolean;
                            id: number;
                            name: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manager/squadMember/bystudy/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who was invited to a study and whether they answered (never their answers) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            answered: boolean;
                            category: string;
                            fullName: string;
                            id: number;
                            /** @enum {string} */
                            role: "Coach" | "Player";
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manager/study": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a study for an active study group; every current member of the group gets an evaluation */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description: string;
                        dueDate: string;
                        quizId: number;
                        startDate: string;
                        studyGroupId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            club: string;
                            clubId: number;
                            description: string;
                            dueDate: string;
                            hasKeyTermSummary: boolean;
                            id: number;
                            isAnswered: boolean;
                            playerAnswers: number;
                            playersInvited: number;
                            quiz: string;
                            quizId: number;
                            startDate: string;
                            /** @enum {string} */
                            state: "open" | "inprogress" | "finished" | "closed" | "cancelled";
                            studyGroup: string;
                            studyGroupId: number;
                            token: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manager/study/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One study of the caller’s clubs */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            club: string;
                            clubId: number;
                            description: string;
                            dueDate: string;
                            hasKeyTermSummary: boolean;
                            id: number;
                            isAnswered: boolean;
                            playerAnswers: number;
                            playersInvited: number;
                            quiz: string;
                            quizId: number;
                            startDate: string;
                            /** @enum {string} */
                            state: "open" | "inprogress" | "finished" | "closed" | "cancelled";
                            studyGroup: string;
                            studyGroupId: number;
                            token: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manager/study/{id}/cases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every follow-up case of the study (its high and critical results), open or closed */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            club: string;
                            email: string | null;
                            fullName: string;
                            id: number;
                            lastActionAt: string | null;
                            /** @enum {string} */
                            needLevel: "high" | "critical";
                            nextStepOn: string | null;
                            owner: {
                                id: number;
                                /** @enum {string} */
                                kind: "coach" | "contact";
                                name: string;
                            } | null;
                            referred: boolean;
                            resultAt: string;
                            /** @enum {string} */
                            status: "open" | "closed";
                            study: string;
                            studyId: number;
                            team: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manager/study/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Close an open or in-progress study (409 StudyTransitionNotAllowed otherwise) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            club: string;
                            clubId: number;
                            description: string;
                            dueDate: string;
                            hasKeyTermSummary: boolean;
                            id: number;
                            isAnswered: boolean;
                            playerAnswers: number;
                            playersInvited: number;
                            quiz: string;
                            quizId: number;
                            startDate: string;
                            /** @enum {string} */
                            state: "open" | "inprogress" | "finished" | "closed" | "cancelled";
                            studyGroup: string;
                            studyGroupId: number;
                            token: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manager/study/{id}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new study of the same group and quiz with new dates and its own link (checked as a new study) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description: string;
                        dueDate: string;
                        startDate: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            club: string;
                            clubId: number;
                            description: string;
                            dueDate: string;
                            hasKeyTermSummary: boolean;
                            id: number;
                            isAnswered: boolean;
                            playerAnswers: number;
                            playersInvited: number;
                            quiz: string;
                            quizId: number;
                            startDate: string;
                            /** @enum {string} */
                            state: "open" | "inprogress" | "finished" | "closed" | "cancelled";
                            studyGroup: string;
                            studyGroupId: number;
                            token: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manager/study/{id}/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail the study's link to a list of addresses (none sent while any is invalid; rate-limited; audited by count) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        emails: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            duplicates: number;
                            sent: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manager/study/{id}/poster": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The study's printable A4 poster (PDF): its QR code, club, team and three steps to join, in a chosen language */
        get: {
            parameters: {
                query?: {
                    language?: "en" | "es" | "ca" | "de" | "it";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The PDF file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manager/study/{id}/remind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail every invited member who has not finished (in their language, linking to their next question), once a day per study: 409 ReminderAlreadySentToday (the message says from when) or StudyNotAccepting otherwise */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            acceptsAnswers: boolean;
                            canSendNow: boolean;
                            lastSentOn: string | null;
                            nextPossibleOn: string;
                            sent: number;
                            skipped: {
                                dailyLimit: number;
                                disabled: number;
                                finished: number;
                                mailedToday: number;
                            };
                            studyId: number;
                            unfinished: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manager/study/{id}/reminders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a reminder can be sent now (once a day per study), when the next is possible, how many have not finished */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            acceptsAnswers: boolean;
                            canSendNow: boolean;
                            lastSentOn: string | null;
                            nextPossibleOn: string;
                            studyId: number;
                            unfinished: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manager/study/{id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Reopen a closed study whose due date is still ahead (409 StudyTransitionNotAllowed otherwise) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            club: string;
                            clubId: number;
                            description: string;
                            dueDate: string;
                            hasKeyTermSummary: boolean;
                            id: number;
                            isAnswered: boolean;
                            playerAnswers: number;
                            playersInvited: number;
                            quiz: string;
                            quizId: number;
                            startDate: string;
                            /** @enum {string} */
                            state: "open" | "inprogress" | "finished" | "closed" | "cancelled";
                            studyGroup: string;
                            studyGroupId: number;
                            token: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manager/study/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The group report of a study: players by result, counts, respondents, key-term summary (when more than 5 players finished) */
        get: {
            parameters: {
                query?: {
                    lang?: "en" | "es" | "ca" | "de" | "it";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            answerRetention: {
                                deletedAt: string | null;
                                deleteOn: string;
                            };
                            breakdown: {
                                answered: number;
                                avgCoefficient: number | null;
                                group: string;
                                release: {
                                    included: number;
                                    neededForUpdate: number;
                                    releasedAt: string | null;
                                    waiting: number;
                                };
                            }[];
                            candidates: {
                                /** @enum {string|null} */
                                ageGroup: "U14" | "U16" | "U18" | "U21" | "Senior" | null;
                                coefficient: number | null;
                                email: string | null;
                                fullName: string;
                                /** @enum {string|null} */
                                needLevel: "minimal" | "moderate" | "high" | "critical" | null;
                            }[];
                            coaches: {
                                answered: number;
                                invited: number;
                            };
                            keyTermSummary: {
                                avg: number | null;
                                coaches: number | null;
                                keyTerm: string;
                                max: number | null;
                                min: number | null;
                                name: string;
                                players: number;
                                ratioAnswered: number | null;
                                release: {
                                    included: number;
                                    neededForUpdate: number;
                                    releasedAt: string | null;
                                    waiting: number;
                                };
                            }[] | null;
                            needLevelCounts: {
                                /** @enum {string} */
                                ageGroup: "U14" | "U16" | "U18" | "U21" | "Senior";
                                count: number;
                                /** @enum {string} */
                                needLevel: "minimal" | "moderate" | "high" | "critical";
                            }[];
                            needLevelTotals: {
                                count: number;
                                /** @enum {string} */
                                needLevel: "minimal" | "moderate" | "high" | "critical";
                            }[];
                            players: {
                                answered: number;
                                invited: number;
                            };
                            study: {
                                club: string;
                                description: string;
                                dueDate: string;
                                hasKeyTermSummary: boolean;
                                id: number;
                                quiz: string;
                                startDate: string;
                                state: string;
                                team: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manager/study/{id}/report/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The study's group report as a PDF or CSV file: what the screen shows, with every privacy gate, dated (audited) */
        get: {
            parameters: {
                query: {
                    format: "pdf" | "csv";
                    lang?: "en" | "es" | "ca" | "de" | "it";
                    table?: "players" | "keyTerms";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file (PDF or CSV), as an attachment */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manager/study/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every study of the caller's clubs (Coach only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            club: string;
                            clubId: number;
                            description: string;
                            dueDate: string;
                            hasKeyTermSummary: boolean;
                            id: number;
                            isAnswered: boolean;
                            playerAnswers: number;
                            playersInvited: number;
                            quiz: string;
                            quizId: number;
                            startDate: string;
                            /** @enum {string} */
                            state: "open" | "inprogress" | "finished" | "closed" | "cancelled";
                            studyGroup: string;
                            studyGroupId: number;
                            token: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manager/study/Update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Edit the description and dates of an open or in-progress study (id in the body) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description: string;
                        dueDate: string;
                        id: number;
                        startDate: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            club: string;
                            clubId: number;
                            description: string;
                            dueDate: string;
                            hasKeyTermSummary: boolean;
                            id: number;
                            isAnswered: boolean;
                            playerAnswers: number;
                            playersInvited: number;
                            quiz: string;
                            quizId: number;
                            startDate: string;
                            /** @enum {string} */
                            state: "open" | "inprogress" | "finished" | "closed" | "cancelled";
                            studyGroup: string;
                            studyGroupId: number;
                            token: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manager/studyGroup/{id}/trends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's studies over time: respondents, players per need level, key-term averages where each study's report shows them */
        get: {
            parameters: {
                query?: {
                    lang?: "en" | "es" | "ca" | "de" | "it";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            keyTerms: {
                                keyTerm: string;
                                name: string;
                            }[];
                            studies: {
                                description: string;
                                dueDate: string;
                                id: number;
                                keyTerms: {
                                    avg: number | null;
                                    keyTerm: string;
                                    name: string;
                                }[] | null;
                                needLevelTotals: {
                                    count: number;
                                    /** @enum {string} */
                                    needLevel: "minimal" | "moderate" | "high" | "critical";
                                }[];
                                players: {
                                    answered: number;
                                    invited: number;
                                };
                                startDate: string;
                                /** @enum {string} */
                                state: "open" | "inprogress" | "finished" | "closed" | "cancelled";
                            }[];
                            studyGroup: {
                                club: string;
                                id: number;
                                name: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/authenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email and password; returns a JWT, or the challenge of the second step when the member has two-factor sign-in */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        captcha?: string;
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            token: string;
                        } | {
                            challenge: string;
                            /** @enum {boolean} */
                            twoFactorRequired: true;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/authenticate/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Second step of signing in: the challenge and a code of the app or a recovery code; returns a JWT */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        challenge: string;
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            token: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/forgotPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a password-reset link; answers 204 whether or not the email exists */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        captcha?: string;
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete the caller's account, confirmed with the password: answers and evaluations are deleted (released anonymous aggregates of at least 6 people keep their share) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/me/changePassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password, confirmed with the current one (wrong: 400 LoginError on currentPassword); every other session ends, the answer is a fresh token */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currentPassword: string;
                        password: string;
                        repeatPassword: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            token: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/me/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the caller's own data (profile, squad memberships, evaluations with answers and report figures) as JSON */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            evaluations: {
                                answers: {
                                    answeredAt: string;
                                    keyTerm: string;
                                    position: number;
                                    question: string;
                                    value: number | null;
                                }[];
                                club: string;
                                finishedAt: string | null;
                                id: number;
                                quiz: string;
                                report: {
                                    coefficient: number | null;
                                    keyTerms: {
                                        code: string;
                                        name: string;
                                        score: number | null;
                                        /** @enum {string|null} */
                                        themeLevel: "superb" | "fine" | "regular" | "danger" | "urgent" | null;
                                    }[];
                                    lowConfidence: boolean;
                                    /** @enum {string|null} */
                                    needLevel: "minimal" | "moderate" | "high" | "critical" | null;
                                } | null;
                                squadRole: string;
                                startedAt: string | null;
                                state: string;
                                study: string;
                                team: string;
                            }[];
                            exportedAt: string;
                            profile: {
                                acceptedTermsVersion: number | null;
                                birthDate: string | null;
                                createdAt: string;
                                email: string;
                                guardianConfirmed: boolean;
                                id: number;
                                language: string;
                                name: string;
                                role: string;
                                surname: string;
                            };
                            squadMemberships: {
                                club: string;
                                removedAt: string | null;
                                since: string;
                                squadRole: string;
                                team: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/me/guardianConsent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A member under the guardian age confirms, with a parent or legal guardian beside them, the guardian's consent (as at registration); needed before they answer */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        guardianConfirmed: true;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/me/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save the language the caller picked in the header's menu (the language of their mails) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        language: "en" | "es" | "ca" | "de" | "it";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/me/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's name, surname, email, role and language */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            guardianConsentNeeded: boolean;
                            /** @enum {string} */
                            language: "en" | "es" | "ca" | "de" | "it";
                            name: string;
                            /** @enum {string} */
                            role: "AppAdmin" | "User";
                            surname: string;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        /** Change the caller's name, surname and language (the language of every mail sent to them); answers a token with the new name */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        language: "en" | "es" | "ca" | "de" | "it";
                        name: string;
                        surname: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            profile: {
                                email: string;
                                guardianConsentNeeded: boolean;
                                /** @enum {string} */
                                language: "en" | "es" | "ca" | "de" | "it";
                                name: string;
                                /** @enum {string} */
                                role: "AppAdmin" | "User";
                                surname: string;
                            };
                            token: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/resetPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password through a reset link; a bad, used or expired link answers InvalidResetLink */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        guardianConfirmed?: boolean;
                        password: string;
                        repeatPassword: string;
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/signOut": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End every session of the caller (all tokens issued so far stop working) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the caller has two-factor sign-in, and recovery codes left */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            enabled: boolean;
                            recoveryCodesLeft: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/two-factor/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enable two-factor sign-in with a first code; returns a verified session and the recovery codes (shown once) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            recoveryCodes: string[];
                            token: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/two-factor/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the recovery codes by a new set, with a code of the app (shown once) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            recoveryCodes: string[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/two-factor/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new secret for the authenticator app (admins; 409 TwoFactorAlreadyEnabled); enabled by the first code */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            otpauthUri: string;
                            secret: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/player/onboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Onboard the caller as a Player of the study of a link (idempotent); returns their evaluation */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        studyToken: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            evaluationId: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quizcategory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The quiz categories (names are keys the client translates) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The database is reachable */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            database: string;
                            /** @enum {string} */
                            status: "ready";
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setup/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create the first platform admin with the setup code printed in the server log; returns a JWT. 404 once an admin exists */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        captcha?: string;
                        code: string;
                        email: string;
                        /** @enum {string} */
                        language: "en" | "es" | "ca" | "de" | "it";
                        name: string;
                        password: string;
                        repeatPassword: string;
                        surname: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            token: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setup/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the installation waits for its first admin (200); 404 once an admin exists */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            setupNeeded: true;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/squadRole/GetMySquadRoles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's squad roles over all their clubs (Coach, Player) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            name: "Coach" | "Player";
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/helplines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The helplines of a country (else the language's) in the reader's language */
        get: {
            parameters: {
                query?: {
                    country?: "AT" | "BE" | "BG" | "CH" | "CY" | "CZ" | "DE" | "DK" | "EE" | "ES" | "FI" | "FR" | "GB" | "GR" | "HR" | "HU" | "IE" | "IS" | "IT" | "LI" | "LT" | "LU" | "LV" | "MT" | "NL" | "NO" | "PL" | "PT" | "RO" | "SE" | "SI" | "SK";
                    lang?: "en" | "es" | "ca" | "de" | "it";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            country: "AT" | "BE" | "BG" | "CH" | "CY" | "CZ" | "DE" | "DK" | "EE" | "ES" | "FI" | "FR" | "GB" | "GR" | "HR" | "HU" | "IE" | "IS" | "IT" | "LI" | "LT" | "LU" | "LV" | "MT" | "NL" | "NO" | "PL" | "PT" | "RO" | "SE" | "SI" | "SK";
                            helplines: {
                                description: string;
                                name: string;
                                number: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member's clubs, each with its support contacts and its country's helplines */
        get: {
            parameters: {
                query?: {
                    lang?: "en" | "es" | "ca" | "de" | "it";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            clubs: {
                                club: string;
                                contacts: {
                                    email: string | null;
                                    languages: ("en" | "es" | "ca" | "de" | "it")[];
                                    name: string;
                                    phone: string | null;
                                    /** @enum {string} */
                                    role: "welfareOfficer" | "psychologist" | "clubDoctor" | "coach" | "other";
                                }[];
                                /** @enum {string} */
                                country: "AT" | "BE" | "BG" | "CH" | "CY" | "CZ" | "DE" | "DK" | "EE" | "ES" | "FI" | "FR" | "GB" | "GR" | "HR" | "HU" | "IE" | "IS" | "IT" | "LI" | "LT" | "LU" | "LV" | "MT" | "NL" | "NO" | "PL" | "PT" | "RO" | "SE" | "SI" | "SK";
                                helplines: {
                                    description: string;
                                    name: string;
                                    number: string;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                451: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                code: string;
                                field?: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/appsettings.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Client configuration; `defaultLanguage` is the one an admin chose at setup (the interface language of visitors who chose none) */
        get: {
            parameters: {
                query?: {
                    v?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            apiUrl: string;
                            captcha: {
                                enabled: boolean;
                            };
                            defaultLanguage: string;
                            languages: string[];
                            /** @default null */
                            publicUrl: string | null;
                            version: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
