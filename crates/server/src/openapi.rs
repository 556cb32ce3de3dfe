//! The OpenAPI 3.1 document served at `/api/openapi.json`.

use serde_json::{json, Value};

fn error(description: &str) -> Value {
    json!({ "description": description, "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Error" } } } })
}

fn ok(description: &str, schema: &Value) -> Value {
    json!({ "description": description, "content": { "application/json": { "schema": schema } } })
}

/// The document.
#[must_use]
pub fn document() -> Value {
    let id =
        json!({ "name": "id", "in": "path", "required": true, "schema": { "type": "string" } });
    let bearer = json!([{ "link": [] }]);
    let any = json!({ "type": "object" });
    json!({
        "openapi": "3.1.0",
        "info": {
            "title": "Umpire",
            "version": env!("CARGO_PKG_VERSION"),
            "description": "A neutral umpire for operational-level wargames. Each link (a Bearer token) stands for one seat, the host or a spectator, and gives only what its holder may know."
        },
        "components": {
            "securitySchemes": { "link": { "type": "http", "scheme": "bearer" } },
            "schemas": {
                "Error": {
                    "type": "object",
                    "required": ["error"],
                    "properties": {
                        "error": { "type": "string", "description": "One line, for a person." },
                        "field": { "type": "string", "description": "400: the request's field at fault." },
                        "rule": { "type": "string", "description": "422: the rule that forbids the action." },
                        "reason": { "type": "string" },
                        "step": { "type": "integer", "description": "409: the step the game stands at." }
                    }
                },
                "CreateGame": {
                    "type": "object",
                    "required": ["ruleset"],
                    "properties": {
                        "ruleset": { "type": "string", "enum": ["rapier", "opart", "napoleonic", "nqm", "race"] },
                        "scenario": { "type": "string", "description": "A bundled scenario (default: the rule set's first)." },
                        "toml": { "type": "string", "description": "A scenario's TOML, validated as `umpire check` does." },
                        "published": { "type": "string", "description": "A published scenario, by the SHA-256 of its text (`GET /api/scenarios`). Its whole text is logged under its name and version." },
                        "seats": { "type": "object", "additionalProperties": { "type": "string", "description": "`human` or `bot:KIND`; seats left out get `bot:heuristic`." } },
                        "seed": { "type": "integer", "description": "Only on a server started with --allow-seeds." },
                        "battles": { "type": "string", "enum": ["engine", "served", "hand"], "description": "Race-for-X only: how the campaign's battles are fought, over what its scenario says (`served`: each a game of its own on this server, fought by the players)." },
                        "listed": { "type": "boolean", "description": "Open to watch: listed by `GET /api/watch` with its spectators' link while in progress." },
                        "deadline": { "type": "object", "required": ["seconds", "then"], "description": "A time each person's seat has to act; reminded at three quarters, then `then` when it runs out.", "properties": {
                            "seconds": { "type": "integer", "description": "From the server's `--min-deadline` (60) to 30 days." },
                            "then": { "type": "string", "enum": ["remind", "stand-in", "bot"], "description": "`remind`: the game waits; `stand-in`: a bot decides for the seat until its person comes back (`POST …/back`); `bot`: the seat goes to a bot for good." },
                            "bot": { "type": "string", "description": "The bot that takes over (default `heuristic`)." } } },
                        "hooks": { "type": "object", "description": "Webhook addresses (`http(s)://`, or `mailto:` on a server with SMTP) the game's notices are posted to, at most 4 an owner.", "properties": {
                            "game": { "type": "array", "items": { "type": "string" } },
                            "seats": { "type": "object", "additionalProperties": { "type": "array", "items": { "type": "string" } } } } }
                    }
                },
                "Link": { "type": "object", "properties": { "token": { "type": "string" }, "url": { "type": "string" } } },
                "Snapshot": {
                    "type": "object",
                    "properties": {
                        "game": { "type": "string" },
                        "ruleset": { "type": "string" },
                        "role": { "type": "string", "description": "`seat:NAME`, `host` or `spectator`." },
                        "seat": { "type": "string" },
                        "step": { "type": "integer" },
                        "to_act": { "type": "array", "items": { "type": "string" } },
                        "view": { "description": "The seat's view as the rule set defines it; the public view for host and spectator. Left out when asked for with `view=none`." },
                        "text": { "type": "string", "description": "The view rendered as the terminal shows it (left out with the view)." },
                        "legal": { "type": "array", "items": { "type": "object", "properties": { "action": {}, "text": { "type": "string" }, "ends": { "type": "boolean", "description": "The action ends the seat's part of the step or its orders (pages ask to confirm it)." } } } },
                        "outcome": { "type": ["object", "null"] },
                        "commitment": { "type": "string", "description": "SHA-256 of the dice secret." },
                        "secret": { "type": ["string", "null"], "description": "The dice secret (hex), once the game is over." },
                        "seats": { "type": "object", "additionalProperties": { "type": "string" } },
                        "channels": { "type": "array", "items": { "type": "string" } },
                        "entropy_added": { "type": "boolean" },
                        "battle": { "type": "object", "description": "A served Race-for-X campaign waiting for its battle: the battle's `game`, the `links` (each a `role` and a `token`) by which this link opens it, and `bots_from`, when either player may hand it to bots (seconds since 1970).", "properties": { "game": { "type": "string" }, "links": { "type": "array", "items": { "type": "object", "properties": { "role": { "type": "string" }, "token": { "type": "string" } } } }, "bots_from": { "type": "integer" } } }
                    }
                },
                "Act": {
                    "type": "object",
                    "required": ["expect_step", "action"],
                    "properties": {
                        "expect_step": { "type": "integer", "description": "The step the client saw; a retried request is answered, not applied again." },
                        "action": { "description": "A typed action (from `legal`) or the text a player would type." }
                    }
                }
            }
        },
        "paths": {
            "/api/games": { "post": {
                "summary": "Create a game",
                "requestBody": { "required": true, "content": { "application/json": { "schema": { "$ref": "#/components/schemas/CreateGame" } } } },
                "responses": {
                    "201": ok("The game, one link per human seat, the host's and the spectators' links.", &any),
                    "400": error("A bad rule set, scenario or seat, named in `field`."),
                    "429": error("This address has created as many games this hour as the server allows (`--max-new-games`); `retry_after` says in how many seconds it may create another.")
                }
            }},
            "/api/games/{id}": { "get": {
                "summary": "What the link's holder sees now",
                "parameters": [id, { "name": "view", "in": "query", "required": false, "schema": { "enum": ["whole", "none"] }, "description": "`none` leaves the view out, for a client that follows the record's changes over the socket and has it already (default `whole`)." }], "security": bearer,
                "responses": {
                    "200": ok("The snapshot.", &json!({ "$ref": "#/components/schemas/Snapshot" })),
                    "401": error("No link."), "403": error("Not a link of this game."), "404": error("No such game.")
                }
            }},
            "/api/games/{id}/actions": { "post": {
                "summary": "A seat acts",
                "parameters": [id], "security": bearer,
                "requestBody": { "required": true, "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Act" } } } },
                "responses": {
                    "200": ok("Applied: `step` is the action's step, `current` where the game stands after the bots answered.", &any),
                    "409": error("The game moved on since `expect_step`, or is over."),
                    "422": error("The rules refuse the action; nothing changed.")
                }
            }},
            "/api/games/{id}/check": { "post": {
                "summary": "Whether the link's seat may take an action now, without taking it: `{\"legal\": true}`, or `{\"legal\": false, \"rule\", \"reason\"}` with the refusal taking it would get (a page asks when a person clicks a piece that cannot act). The game is unchanged.",
                "parameters": [id], "security": bearer,
                "requestBody": { "required": true, "content": { "application/json": { "schema": { "type": "object", "required": ["action"], "properties": { "action": {} } } } } },
                "responses": { "200": ok("The rules' answer.", &any), "403": error("Not a seat's link."), "422": error("Not an action of this rule set.") }
            }},
            "/api/games/{id}/undo": { "post": {
                "summary": "A seat takes back its last action: only while it is still to act, when the action was the last thing in the log, rolled no die and showed the seat nothing new. The log is cut back, so it keeps no trace.",
                "parameters": [id], "security": bearer,
                "requestBody": { "required": true, "content": { "application/json": { "schema": { "type": "object", "required": ["expect_step"], "properties": { "expect_step": { "type": "integer" } } } } } },
                "responses": { "200": ok("Taken back: `step` is where the game stands now.", &any), "409": error("Nothing of this seat's can be taken back, or the game moved on; `error` says which.") }
            }},
            "/api/games/{id}/entropy": { "post": {
                "summary": "Mix a seat's (or the host's) random bytes into the dice, once",
                "parameters": [id], "security": bearer,
                "requestBody": { "required": true, "content": { "application/json": { "schema": { "type": "object", "properties": { "hex": { "type": "string" } } } } } },
                "responses": { "200": ok("Added.", &any), "409": error("Added already, or the game is over.") }
            }},
            "/api/games/{id}/log": { "get": {
                "summary": "The link's record (JSON Lines, format `umpire-record/2`: the first entry holds the whole view, later ones `patch`, an RFC 6902 JSON Patch of the view before; rolls come in runs of one purpose and die, a card's `rolls: [first, count]` names its dice among the entry's): a seat's own, the spectators' for host and spectator; everyone's signed log once the game is over",
                "parameters": [id, { "name": "seat", "in": "query", "required": false, "schema": { "type": "string" }, "description": "Whose record: a seat's name or `spectator`. Before the end only the link's own." }], "security": bearer,
                "responses": { "200": { "description": "JSON Lines.", "content": { "application/x-ndjson": {} } }, "403": error("Not a link of this game.") }
            }},
            "/api/games/{id}/battles": { "get": {
                "summary": "A Race-for-X campaign's battles, in order: each one's number, turn, offensive player, type of battle, who fought it (the engine's rule set, a real table, or the players on the server), whether it can be watched here, and its report; a battle fought on the server also names its `game` and the `link` this link watches it by. Every link of the campaign may read them, at any time: a battle is made only of what every seat knows.",
                "parameters": [id], "security": bearer,
                "responses": { "200": ok("`{\"battles\": [...]}`.", &any), "403": error("Not a link of this game."), "404": error("No such game, or not a campaign.") }
            }},
            "/api/games/{id}/battle/bots": { "post": {
                "summary": "Hands the battle a served campaign waits for to bots, which fight it out: the campaign's host at any time, either player once the battle has run the campaign's `battle_hours`. Answers the battle's game and the seats handed over.",
                "parameters": [id], "security": bearer,
                "responses": { "200": ok("`{\"game\": ..., \"handed\": [...]}`.", &any), "403": error("A spectator's link, or not a link of this game."), "409": error("No battle waited for, or too soon for a player (the error says when).") }
            }},
            "/api/games/{id}/battles/{n}": { "get": {
                "summary": "Battle `n` (1 is the first), played again from the campaign's log: its entry, its seats, steps and outcome",
                "parameters": [id, { "name": "n", "in": "path", "required": true, "schema": { "type": "integer", "minimum": 1 } }], "security": bearer,
                "responses": { "200": ok("The battle.", &any), "400": error("`n` is not a number from 1."), "404": error("No such battle, or not a campaign.") }
            }},
            "/api/games/{id}/battles/{n}/log": { "get": {
                "summary": "Battle `n`'s record as a seat saw it (JSON Lines, as `/api/games/{id}/log`), or without `seat` its whole log (no signature), which `umpire replay` reads",
                "parameters": [id, { "name": "n", "in": "path", "required": true, "schema": { "type": "integer", "minimum": 1 } }, { "name": "seat", "in": "query", "required": false, "schema": { "type": "string" }, "description": "A seat of the battle's rule set, or `spectator`." }], "security": bearer,
                "responses": { "200": { "description": "JSON Lines.", "content": { "application/x-ndjson": {} } }, "400": error("No such seat in the battle."), "404": error("No such battle, or not a campaign.") }
            }},
            "/api/games/{id}/chat": {
                "get": {
                    "summary": "A page of the messages in the channels the link reads: `{channels, messages, next, more}`; `next` is the `since` of the next page, `more` whether there is one",
                    "parameters": [id, { "name": "since", "in": "query", "schema": { "type": "integer" }, "description": "Messages after this number (0 by default)." }, { "name": "limit", "in": "query", "schema": { "type": "integer", "minimum": 1, "maximum": 500 }, "description": "The most messages in the page (100 by default)." }], "security": bearer,
                    "responses": { "200": ok("Channels and a page of messages.", &any), "400": error("`limit` is not from 1 to 500.") }
                },
                "post": {
                    "summary": "Write in a channel",
                    "parameters": [id], "security": bearer,
                    "requestBody": { "required": true, "content": { "application/json": { "schema": { "type": "object", "properties": { "channel": { "type": "string" }, "text": { "type": "string" } } } } } },
                    "responses": { "201": ok("Stored.", &any), "403": error("The seat is not on that channel, or the game's chat holds the most messages a game keeps."), "429": error("Past the messages a minute of a seat or of the game; `retry_after` says in how many seconds to try again.") }
                }
            },
            "/api/games/{id}/takeback": { "post": {
                "summary": "The seat asks the others to let it take back its last action, the game's last step (one that rolled no die and showed it nothing new; unlike an undo it may have ended its part of the step). The request stands until answered or the game moves on; every link reads it as `takeback` in the snapshot and a `takeback` socket frame",
                "parameters": [id], "security": bearer,
                "requestBody": { "required": true, "content": { "application/json": { "schema": { "type": "object", "properties": { "expect_step": { "type": "integer" } }, "required": ["expect_step"] } } } },
                "responses": { "200": ok("`{asked: true, step}`.", &any), "403": error("Not a seat's link, or a bot's seat."), "409": error("The game moved on, or the last step is not the seat's, rolled dice, or no person holds another seat.") }
            }},
            "/api/games/{id}/takeback/answer": { "post": {
                "summary": "A person at another seat agrees to the takeback asked (`accept`: the log is cut back by that action, as an undo does, and the sockets hear `undo`), or declines it",
                "parameters": [id], "security": bearer,
                "requestBody": { "required": true, "content": { "application/json": { "schema": { "type": "object", "properties": { "accept": { "type": "boolean" } }, "required": ["accept"] } } } },
                "responses": { "200": ok("`{accepted, step}`.", &any), "403": error("Not a seat's link, or the seat that asked."), "409": error("Nobody asks for a takeback now, or the action showed the asking seat something new.") }
            }},
            "/api/games/{id}/back": { "post": {
                "summary": "A seat whose time to act ran out, and for which a stand-in bot decides, is played by its person again (a `handover` line in the log and a `handover` socket frame)",
                "parameters": [id], "security": bearer,
                "responses": { "200": ok("`{back: true, step}`.", &any), "403": error("Not a seat's link."), "409": error("No bot stands in for this seat.") }
            }},
            "/api/games/{id}/hooks": {
                "get": {
                    "summary": "The addresses the link's notices are posted to: a seat's link its seat's, the host's the game's",
                    "parameters": [id], "security": bearer,
                    "responses": { "200": ok("`{seat, urls}` (`seat` null for the game's).", &any), "403": error("A spectator's link.") }
                },
                "put": {
                    "summary": "Replaces the addresses the link's notices are posted to",
                    "parameters": [id], "security": bearer,
                    "requestBody": { "required": true, "content": { "application/json": { "schema": { "type": "object", "properties": { "urls": { "type": "array", "items": { "type": "string" } } }, "required": ["urls"] } } } },
                    "responses": { "200": ok("`{seat, urls}`.", &any), "400": error("An address refused (not http(s) or mailto:, too long, more than 4, or of this machine or a private network), `field` `urls`."), "403": error("A spectator's link.") }
                }
            },
            "/api/games/{id}/rematch": { "post": {
                "summary": "Once the game is over, a person offers a rematch of the same scenario (`swap`: sides swapped, in a two-seat rule set), or accepts the one offered; the answer is the person's link to their seat of the next game, which the last acceptance makes (`made`)",
                "parameters": [id], "security": bearer,
                "requestBody": { "required": true, "content": { "application/json": { "schema": { "type": "object", "properties": { "swap": { "type": "boolean" } } } } } },
                "responses": { "200": ok("`{game, seat, token, url, made, rematch}`.", &any), "400": error("`swap` in a rule set of more than two seats."), "403": error("Not a seat's link."), "409": error("Not over, a campaign's battle, an offer with the other `swap`, or made already.") }
            }},
            "/api/games/{id}/rematch/decline": { "post": {
                "summary": "A person declines (or withdraws) the rematch offered",
                "parameters": [id], "security": bearer,
                "responses": { "200": ok("`{declined: true}`.", &any), "409": error("None offered, or made already.") }
            }},
            "/api/games/{id}/rematch/host": { "post": {
                "summary": "The host's link takes a host link of the rematch made (one taken before stops working)",
                "parameters": [id], "security": bearer,
                "responses": { "200": ok("`{game, token, url}`.", &any), "403": error("Not the host's link."), "409": error("No rematch made yet.") }
            }},
            "/api/games/{id}/status": { "get": {
                "summary": "Where the game stands without the view or the legal actions, for any link of the game: `game`, `ruleset`, `scenario`, `step`, `to_act`, `outcome`, `seats` (each seat's holder), `role` (the link's), `moved` (when the last step was taken, seconds since 1970, or null), `acted` (seat → when it last took a step), `present` (who is here: `seats` → live pages open of each seat's link on this server, `host`, `watching`). What a page polls to show who is here; the snapshot has the same fields",
                "parameters": [id], "security": bearer,
                "responses": { "200": ok("The status.", &any), "403": error("Not a link of this game."), "404": error("No such game.") }
            }},
            "/api/games/{id}/seats/{seat}": { "post": {
                "summary": "The host hands a seat to a bot or a person, or reissues its link",
                "parameters": [id, { "name": "seat", "in": "path", "required": true, "schema": { "type": "string" } }], "security": bearer,
                "requestBody": { "required": true, "content": { "application/json": { "schema": { "type": "object", "properties": { "holder": { "type": "string" }, "reissue": { "type": "boolean" } } } } } },
                "responses": { "200": ok("The seat's holder, and its new link's token if one was made.", &any), "403": error("Not the host's link.") }
            }},
            "/api/games/{id}/ws": { "get": {
                "summary": "A WebSocket pushing the link's own updates: `entry` (a record entry, numbered by step, as in the record: the first the socket sends holds the whole view, the others what changed), `state`, `undo` (steps after `step` were taken back), `chat`, `revoked` (`reason` in words, `to_bot` when a bot plays the seat now), `lagged`, and `closed` (`reason`, `reconnect`) when the server closes the socket: past a cap on a link's or an address's sockets (`reconnect` false), or after pings went unanswered. The server pings every socket",
                "parameters": [id, { "name": "token", "in": "query", "required": true, "schema": { "type": "string" } }, { "name": "since", "in": "query", "schema": { "type": "integer" }, "description": "The last step the client has: it gets the entries after it." }],
                "responses": { "101": { "description": "Switching protocols." }, "403": error("A bad link or origin.") }
            }},
            "/api/health": { "get": { "summary": "Whether the server answers, how many games it holds in memory, and its connections and sockets against their caps", "responses": { "200": ok("`{\"ok\": true, \"games_in_memory\": N, \"connections\": {\"open\", \"max\", \"max_per_address\", \"file_limit\"}, \"sockets\": {\"open\", \"max_per_link\", \"max_per_address\"}}`", &any) } } },
            "/api/watch": { "get": { "summary": "The games in progress made open to watch (`listed` at creation), the last changed first, at most 50: `{games: [{id, ruleset, scenario, created, moved, url}]}`, `url` the spectators' link", "responses": { "200": ok("The games.", &any) } } },
            "/api/scenarios": {
                "get": { "summary": "The scenario library, newest first, at most 500: `[{hash, ruleset, name, version, title, author, published}]`; `?ruleset=ID` for one rule set's", "responses": { "200": ok("The list.", &json!({ "type": "array" })) } },
                "post": { "summary": "Publishes a scenario `{ruleset, toml, author}`: checked as `umpire check` checks it, stored under the SHA-256 of its text as the next version of its `name`. 201 with the publication (and its `warnings`); 200 when the same text is already published; 400 with the check's words; 429 past the hourly allowance it shares with game creation", "responses": { "201": ok("Published.", &any), "200": ok("Already published.", &any), "400": ok("Refused.", &any) } } },
            "/api/quick": { "post": { "summary": "A quick battle `{ruleset: napoleonic|opart, size: small|medium|large, ground: open|wooded|river|village, seed?}`: the same forces a side on mirrored ground, measured between heuristics before it is offered (60 games a draw, up to 6 draws until the first side, side A or the Axis, wins 35–65% of the decided ones, else the nearest even). 200 `{ruleset, name, seed, toml, games, a_won, decided}`; counts against the hourly allowance of game creation", "responses": { "200": ok("The battle.", &any), "400": ok("An unknown size or ground.", &any) } } },
            "/api/scenarios/check": { "post": { "summary": "The editor's check of `{ruleset, toml}`, the code of `umpire check`: 200 `{valid, name, title, warnings}`, or 400 whose `reason` is what `umpire check` prints after the file's name and whose `scenario_field` is the field at fault", "responses": { "200": ok("Valid.", &any), "400": ok("The first invalid field.", &any) } } },
            "/api/scenarios/bundled/{ruleset}/{name}": { "get": { "summary": "A bundled scenario's text `{ruleset, name, toml}`, for the editor to start from", "responses": { "200": ok("The text.", &any), "404": ok("No such scenario.", &any) } } },
            "/api/scenarios/balance": { "post": { "summary": "The editor's balance study of `{ruleset, toml, knob?, games?}`: the scenario as drawn and the values either side of a balance knob (`knobs` of `GET /api/rulesets`; none: the first; `all`: each in turn, with one proposal across them), up to `games` (at most 100) heuristic games each, fewer where they would take the server more than 30 s; the JSON of `umpire balance --json`. One study runs at a time (429 while another does); each counts against the hourly allowance of games", "responses": { "200": ok("The report.", &any), "400": ok("The scenario check's words.", &any), "422": ok("A scenario whose games are too slow for a study here.", &any), "429": ok("Another study is running, or the allowance is spent.", &any) } } },
            "/api/scenarios/schema/{ruleset}": { "get": { "summary": "The JSON Schema of a rule set's scenario file, as `umpire fields ID --json` prints it; the editor draws its forms from it", "responses": { "200": ok("The schema.", &any), "404": ok("No such rule set.", &any) } } },
            "/api/scenarios/{hash}": { "get": { "summary": "One published scenario with its `toml`", "responses": { "200": ok("The scenario.", &any), "404": ok("No such scenario.", &any) } } },
            "/api/key": { "get": { "summary": "The server's public key (Ed25519, hex), which signs every finished game's log", "responses": { "200": ok("The key.", &any) } } },
    "/api/rulesets": { "get": { "summary": "Rule sets with their seats, bots, scenarios, channels, help and the rules tables a result card may read (`tables`)", "responses": { "200": ok("The list.", &json!({ "type": "array" })) } } },
            "/api/openapi.json": { "get": { "summary": "This document", "responses": { "200": ok("OpenAPI 3.1.", &any) } } }
        }
    })
}
