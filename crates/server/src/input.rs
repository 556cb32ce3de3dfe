//! Reading what a client sends (JSON bodies, query strings) into typed requests, with errors a
//! person can act on: the field at fault by name, and what was expected in words, never a
//! serde message with Rust type names. And the catch-all that turns every other error answer
//! (an unknown path, a wrong method, a body past the limit) into the API's JSON error.

use axum::extract::Request;
use axum::http::{header, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use serde::de::DeserializeOwned;

use crate::error::ApiError;

/// The largest request body (an uploaded scenario is the biggest thing a client sends).
pub const MAX_BODY: usize = 256 * 1024;

/// Reads a JSON body that must be an object of the request's fields.
///
/// # Errors
/// 400 naming the field at fault (`body` when the body as a whole is wrong).
pub fn body<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, ApiError> {
    let first = bytes.iter().copied().find(|b| !b.is_ascii_whitespace());
    if first != Some(b'{') {
        return Err(ApiError::bad_request(
            "body",
            "the request body must be a JSON object of the request's fields",
        ));
    }
    let mut de = serde_json::Deserializer::from_slice(bytes);
    let value = serde_path_to_error::deserialize(&mut de).map_err(|e| {
        let path = e.path().to_string();
        let inner = e.into_inner();
        if inner.is_eof() {
            return ApiError::bad_request(
                "body",
                format!(
                    "the request body ends too early, {}",
                    syntax_words(&strip_position(&inner.to_string()))
                ),
            );
        }
        if inner.is_syntax() {
            return ApiError::bad_request(
                "body",
                format!(
                    "the request body is not JSON: {}, at character {}",
                    syntax_words(&strip_position(&inner.to_string())),
                    character_at(bytes, inner.line(), inner.column())
                ),
            );
        }
        readable(&path, &strip_position(&inner.to_string()))
    })?;
    de.end().map_err(|_| {
        ApiError::bad_request("body", "the request body holds more than one JSON value")
    })?;
    Ok(value)
}

/// Reads a query string into its typed form.
///
/// # Errors
/// 400 naming the parameter at fault.
pub fn query<T: DeserializeOwned>(raw: Option<&str>) -> Result<T, ApiError> {
    let de = serde_urlencoded::Deserializer::new(form_urlencoded::parse(
        raw.unwrap_or_default().as_bytes(),
    ));
    serde_path_to_error::deserialize(de).map_err(|e| {
        let path = e.path().to_string();
        readable(&path, &e.into_inner().to_string())
    })
}

/// Reads a JSON value (a typed action) into `T`.
///
/// # Errors
/// What is wrong, in one line naming the field (`unit: expected a whole number, not …`).
pub fn typed<T: DeserializeOwned>(value: serde_json::Value) -> Result<T, String> {
    serde_path_to_error::deserialize(value).map_err(|e| {
        let path = e.path().to_string();
        let err = readable(&path, &strip_position(&e.into_inner().to_string()));
        err.body["error"].as_str().unwrap_or_default().to_owned()
    })
}

/// serde_json's words for a body that is not JSON, rewritten for a person.
fn syntax_words(message: &str) -> &'static str {
    match message {
        "EOF while parsing a string" => "inside a text (a closing \" is missing)",
        "EOF while parsing an object" => "inside an object (a closing } is missing)",
        "EOF while parsing a list" => "inside a list (a closing ] is missing)",
        "EOF while parsing a value" => "where a value should be",
        "expected `:`" => "a field's name must be followed by a colon",
        "expected `,` or `]`" => "a list's items are separated by commas and the list ends with ]",
        "expected `,` or `}`" => {
            "an object's fields are separated by commas and the object ends with }"
        }
        "expected ident" => "a word that is not true, false or null",
        "expected value" => {
            "a value was expected here (text in double quotes, a number, true, false, null, an object or a list)"
        }
        "expected `\"`" | "key must be a string" => "a field's name must be text in double quotes",
        "invalid escape" => "a text holds a backslash escape JSON does not have",
        "invalid number" => "a number is not written as JSON writes numbers",
        "number out of range" => "a number is too large",
        "invalid unicode code point" => "a text holds bytes that are not UTF-8",
        "lone leading surrogate in hex escape" => "a \\u escape names half of a character",
        "unexpected end of hex escape" => {
            "a \\u escape names the first half of a character and no second \\u escape follows"
        }
        "trailing comma" => "a comma is followed by no item",
        "trailing characters" => "more follows the JSON value",
        "recursion limit exceeded" => "objects and lists are nested too deeply",
        m if m.starts_with("control character") => {
            "a control character inside a text (tabs, line breaks and the like are written as escapes)"
        }
        _ => "it is not well-formed JSON",
    }
}

/// The character (counted from 1) at serde_json's `line` and `column` (a byte on the line).
fn character_at(bytes: &[u8], line: usize, column: usize) -> usize {
    let start: usize = bytes
        .split(|b| *b == b'\n')
        .take(line.saturating_sub(1))
        .map(|l| l.len() + 1)
        .sum();
    let end = (start + column).min(bytes.len());
    String::from_utf8_lossy(&bytes[..end])
        .chars()
        .count()
        .max(1)
}

/// serde's words for one failed field, rewritten for a person.
fn readable(path: &str, message: &str) -> ApiError {
    let ticked = |m: &str| m.split('`').nth(1).map(str::to_owned);
    let at = |name: &str| {
        if path.is_empty() || path == "." {
            name.to_owned()
        } else {
            format!("{path}.{name}")
        }
    };
    if let Some(rest) = message.strip_prefix("unknown field ") {
        let name = ticked(rest).unwrap_or_default();
        let known = expected(rest);
        let list = if known.is_empty() {
            "it takes none".to_owned()
        } else {
            format!("it takes {}", known.join(", "))
        };
        // The path already ends at the unknown key.
        let field = if path.rsplit('.').next() == Some(name.as_str()) {
            path.to_owned()
        } else {
            at(&name)
        };
        return ApiError::bad_request(
            &field,
            format!("{name} is not a field of this request: {list}"),
        );
    }
    if let Some(rest) = message.strip_prefix("missing field ") {
        let name = ticked(rest).unwrap_or_default();
        return ApiError::bad_request(&at(&name), format!("{name} is required"));
    }
    let field = if path.is_empty() || path == "." {
        "body"
    } else {
        path
    };
    if let Some(rest) = message.strip_prefix("invalid type: ") {
        let (got, want) = rest
            .split_once(", expected ")
            .unwrap_or((rest, "something else"));
        return ApiError::bad_request(field, format!("expected {}, not {}", kind(want), kind(got)));
    }
    if let Some(rest) = message.strip_prefix("invalid value: ") {
        let (got, want) = rest
            .split_once(", expected ")
            .unwrap_or((rest, "something else"));
        return ApiError::bad_request(field, format!("expected {}, not {}", kind(want), kind(got)));
    }
    if message.contains("invalid digit") || message.contains("number too large") {
        return ApiError::bad_request(field, "expected a whole number");
    }
    if let Some(rest) = message.strip_prefix("unknown variant ") {
        let name = ticked(rest).unwrap_or_default();
        let known = expected(rest);
        return ApiError::bad_request(
            field,
            format!("{name:?} is not one of {}", known.join(", ")),
        );
    }
    if let Some(rest) = message.strip_prefix("missing field ") {
        let name = ticked(rest).unwrap_or_default();
        return ApiError::bad_request(field, format!("{name} is required"));
    }
    ApiError::bad_request(field, "this value is not what the request takes")
}

/// The names serde lists after the one at fault (`` `x`, expected one of `a`, `b` ``).
fn expected(rest: &str) -> Vec<String> {
    rest.split('`')
        .skip(3)
        .step_by(2)
        .map(str::to_owned)
        .collect()
}

/// A serde name for a kind of value, in words.
fn kind(serde: &str) -> String {
    let s = serde.trim();
    let value = s.split('`').nth(1);
    let whole = [
        "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize",
    ];
    if s.starts_with("integer") || s.starts_with("floating point") {
        value.map_or_else(|| "a number".to_owned(), |v| format!("the number {v}"))
    } else if let Some(text) = s.strip_prefix("string ") {
        format!("the text {text}")
    } else if s.starts_with("boolean") {
        value.map_or_else(|| "true or false".to_owned(), |v| v.to_owned())
    } else if s.starts_with("struct ") || s.starts_with("a map") || s == "map" {
        "an object".to_owned()
    } else if s.starts_with("a sequence") || s == "sequence" {
        "a list".to_owned()
    } else if s == "null" || s == "unit value" {
        "null".to_owned()
    } else if whole.contains(&s) {
        "a whole number".to_owned()
    } else if s == "a string" || s == "string" {
        "text".to_owned()
    } else if s == "a boolean" {
        "true or false".to_owned()
    } else {
        "another kind of value".to_owned()
    }
}

/// serde_json's message without its ` at line L column C` tail.
fn strip_position(message: &str) -> String {
    message
        .rsplit_once(" at line ")
        .map_or(message, |(m, _)| m)
        .to_owned()
}

/// The one-line words for an error answer that did not come from the API itself (axum's own
/// answers carry plain text).
fn words_for(status: StatusCode) -> String {
    match status {
        StatusCode::PAYLOAD_TOO_LARGE => {
            return format!(
                "the request body is longer than the {} bytes allowed",
                MAX_BODY
            )
        }
        StatusCode::NOT_FOUND => "there is no such page or API path",
        StatusCode::METHOD_NOT_ALLOWED => "this path does not take that method",
        StatusCode::UNSUPPORTED_MEDIA_TYPE => {
            "send the body as JSON (content-type: application/json)"
        }
        StatusCode::BAD_REQUEST => "the request is malformed",
        s if s.is_server_error() => "the server could not answer; try again",
        _ => "the request was refused",
    }
    .to_owned()
}

/// Turns every error answer that is not JSON into the API's JSON error, so that a client (and a
/// person reading it) always gets one object with `error` in words.
pub async fn json_errors(req: Request, next: Next) -> Response {
    let res = next.run(req).await;
    let status = res.status();
    let json = res
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    if status.as_u16() < 400 || json {
        return res;
    }
    ApiError::status(status, &words_for(status)).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(serde::Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Req {
        ruleset: String,
        #[serde(default)]
        seed: Option<u64>,
    }

    fn refused(text: &str) -> (String, String) {
        let e = body::<Req>(text.as_bytes()).unwrap_err();
        (
            e.body["field"].as_str().unwrap_or_default().to_owned(),
            e.body["error"].as_str().unwrap_or_default().to_owned(),
        )
    }

    /// #59 item 4: a body that is not JSON is answered in words, never the parser's own.
    #[test]
    fn errors_that_quote_serde_are_said_in_words() {
        let big = format!("{{\"ruleset\": \"x\", \"seed\": 1{}}}", "0".repeat(400));
        let cases = [
            (
                "{\"ruleset\": \"abc",
                "body: the request body ends too early, inside a text (a closing \" is missing)",
            ),
            (
                big.as_str(),
                "body: the request body is not JSON: a number is too large, at character 426",
            ),
            (
                "{\"ruleset\": \"a\u{1}b\"}",
                "body: the request body is not JSON: a control character inside a text (tabs, line breaks and the like are written as escapes), at character 15",
            ),
            (
                "{\"ruleset\": \"\\ud800x\"}",
                "body: the request body is not JSON: a \\u escape names the first half of a character and no second \\u escape follows, at character 20",
            ),
            (
                "{\"ruleset\": \"\\udc00\"}",
                "body: the request body is not JSON: a \\u escape names half of a character, at character 19",
            ),
            (
                "{\"ruleset\" \"x\"}",
                "body: the request body is not JSON: a field's name must be followed by a colon, at character 12",
            ),
        ];
        let mut cases: Vec<(Vec<u8>, &str)> = cases
            .iter()
            .map(|(t, w)| (t.as_bytes().to_vec(), *w))
            .collect();
        cases.push((
            b"{\"ruleset\": \"a\xffb\"}".to_vec(),
            "body: the request body is not JSON: a text holds bytes that are not UTF-8, at character 15",
        ));
        for (text, want) in cases {
            let e = body::<Req>(&text).unwrap_err();
            let got = e.body["error"].as_str().unwrap_or_default();
            assert_eq!(got, want, "{text:?}");
            for parser in ["EOF", "line 1", "column", "\\u0000", "parsing"] {
                assert!(!got.contains(parser), "{got}");
            }
        }
    }

    #[test]
    fn a_bad_body_names_the_field_in_words_without_rust_types() {
        let (f, e) = refused(r#"{"ruleset": 5}"#);
        assert_eq!(f, "ruleset");
        assert_eq!(e, "ruleset: expected text, not the number 5");
        let (f, e) = refused(r#"{"ruleset": "x", "seed": "soon"}"#);
        assert_eq!(
            (f.as_str(), e.as_str()),
            (
                "seed",
                "seed: expected a whole number, not the text \"soon\""
            )
        );
        let (f, e) = refused(r#"{"ruleset": "x", "colour": 1}"#);
        assert_eq!(f, "colour");
        assert!(e.contains("takes ruleset, seed"), "{e}");
        assert_eq!(refused("{}").0, "ruleset");
        assert_eq!(refused("[]").0, "body");
        assert_eq!(refused("").0, "body");
        let (f, e) = refused("{\"ruleset\": ");
        assert_eq!(f, "body");
        assert!(e.contains("ends too early"), "{e}");
        for text in [
            r#"{"ruleset": 5}"#,
            "[]",
            r#"{"ruleset": [1]}"#,
            r#"{"ruleset": {}}"#,
        ] {
            let (_, e) = refused(text);
            assert!(
                !e.contains("Req") && !e.contains("struct") && !e.contains('\n'),
                "{e}"
            );
        }
    }
}
