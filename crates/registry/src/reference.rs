//! The field reference of a rule set's scenario file, written as Markdown from the JSON Schema
//! of its types ([`Spec::scenario_schema`]): one table of fields for each part of the file,
//! one table of values for each list of named choices. The doc comments of the types are the
//! descriptions, so the reference cannot drift from the parser.
//!
//! `umpire fields ID` prints it; `docs/scenarios/ID.md` holds it, checked by a test.

use std::fmt::Write as _;

use serde_json::{Map, Value};

use crate::Spec;

/// The Markdown field reference of `S`'s scenario file; `title` names the rule set.
#[must_use]
pub fn markdown<S: Spec>(title: &str) -> String {
    let schema = S::scenario_schema();
    let root = schema.as_value();
    let none = Map::new();
    let defs = root
        .get("$defs")
        .and_then(Value::as_object)
        .unwrap_or(&none);
    let mut o = String::new();
    let _ = writeln!(o, "# {title}: the scenario file\n");
    let _ = writeln!(
        o,
        "Generated from the scenario types by `umpire fields {id}`: do not edit by hand (a test \
         checks that this file matches the code). A scenario is a TOML file; `umpire check FILE` \
         validates one and names the field at fault. The bundled scenarios \
         (`crates/{id}/scenarios/*.toml`, listed by `umpire list`) are complete examples.\n",
        id = S::ID
    );
    let _ = writeln!(
        o,
        "Each section below is one part of the file: the top level, then each table in \
         alphabetical order. A field marked *required* must be given; any other may be left \
         out and takes its default. A field that is not listed is refused.\n"
    );
    section(&mut o, "The top level", root);
    for (name, def) in defs {
        section(&mut o, name, def);
    }
    while o.ends_with("\n\n") {
        o.pop();
    }
    o
}

/// One part of the file: its description and its fields, or its values.
fn section(o: &mut String, name: &str, def: &Value) {
    let _ = writeln!(o, "## {name}\n");
    if let Some(d) = description(def) {
        let _ = writeln!(o, "{d}\n");
    }
    if let Some(props) = def.get("properties").and_then(Value::as_object) {
        fields(o, def, props);
    } else if let Some(values) = choices(def) {
        let _ = writeln!(o, "One of these values:\n");
        let _ = writeln!(o, "| value | meaning |");
        let _ = writeln!(o, "|---|---|");
        for (v, d) in values {
            let _ = writeln!(o, "| `{v}` | {} |", cell(&d));
        }
        let _ = writeln!(o);
    } else {
        let _ = writeln!(o, "Written as {}.\n", kind(def));
    }
}

/// The fields of a table: required ones first, as the type declares them, then the others.
fn fields(o: &mut String, def: &Value, props: &Map<String, Value>) {
    let required: Vec<&str> = def
        .get("required")
        .and_then(Value::as_array)
        .map(|r| r.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let mut order: Vec<&str> = required
        .iter()
        .copied()
        .filter(|r| props.contains_key(*r))
        .collect();
    order.extend(
        props
            .keys()
            .map(String::as_str)
            .filter(|k| !required.contains(k)),
    );
    let _ = writeln!(o, "| field | written as | required or default | meaning |");
    let _ = writeln!(o, "|---|---|---|---|");
    for key in order {
        let Some(p) = props.get(key) else { continue };
        let need = if required.contains(&key) {
            "*required*".to_owned()
        } else {
            p.get("default")
                .map_or_else(|| "optional".to_owned(), default)
        };
        let _ = writeln!(
            o,
            "| `{key}` | {} | {} | {} |",
            cell(&kind(p)),
            cell(&need),
            cell(&description(p).unwrap_or_default())
        );
    }
    let _ = writeln!(o);
}

/// A doc comment as one paragraph.
fn description(v: &Value) -> Option<String> {
    let d = v.get("description")?.as_str()?;
    Some(d.split_whitespace().collect::<Vec<_>>().join(" "))
}

/// Text for a table cell: no line breaks, no bars.
fn cell(s: &str) -> String {
    s.replace('|', "\\|").replace('\n', " ")
}

/// The named values of a list of choices, each with its meaning.
fn choices(def: &Value) -> Option<Vec<(String, String)>> {
    if let Some(e) = def.get("enum").and_then(Value::as_array) {
        return Some(e.iter().map(|v| (plain(v), String::new())).collect());
    }
    let alts = def.get("oneOf").and_then(Value::as_array)?;
    let mut out = Vec::new();
    for a in alts {
        if let Some(c) = a.get("const") {
            out.push((plain(c), description(a).unwrap_or_default()));
        } else if let Some(e) = a.get("enum").and_then(Value::as_array) {
            let d = description(a).unwrap_or_default();
            out.extend(e.iter().map(|v| (plain(v), d.clone())));
        } else {
            return None;
        }
    }
    Some(out)
}

/// A value as a person types it in TOML.
fn plain(v: &Value) -> String {
    match v {
        Value::String(s) => format!("\"{s}\""),
        Value::Null => "none".to_owned(),
        other => other.to_string(),
    }
}

/// A default value, as short as it reads well.
fn default(v: &Value) -> String {
    match v {
        Value::Null => "optional".to_owned(),
        Value::Array(a) if a.is_empty() => "`[]`".to_owned(),
        Value::Object(m) if m.is_empty() => "empty".to_owned(),
        Value::Object(_) => "each field's default".to_owned(),
        Value::Array(_) => {
            let text = v.to_string().replace(',', ", ");
            if text.len() <= 100 {
                format!("`{text}`")
            } else {
                "see the meaning".to_owned()
            }
        }
        other => format!("`{}`", plain(other)),
    }
}

/// How a value is written: text, a whole number in a range, a list of a table, ...
fn kind(v: &Value) -> String {
    if let Some(r) = v.get("$ref").and_then(Value::as_str) {
        let name = r.rsplit('/').next().unwrap_or(r);
        return format!("[{name}](#{})", name.to_lowercase());
    }
    if let Some(alts) = v.get("anyOf").and_then(Value::as_array) {
        let some: Vec<String> = alts
            .iter()
            .filter(|a| a.get("type").and_then(Value::as_str) != Some("null"))
            .map(kind)
            .collect();
        return some.join(" or ");
    }
    if choices(v).is_some() && v.get("type").is_none() {
        let values: Vec<String> = choices(v)
            .unwrap_or_default()
            .into_iter()
            .map(|(v, _)| format!("`{v}`"))
            .collect();
        return values.join(", ");
    }
    let types: Vec<&str> = match v.get("type") {
        Some(Value::String(t)) => vec![t.as_str()],
        Some(Value::Array(ts)) => ts.iter().filter_map(Value::as_str).collect(),
        _ => Vec::new(),
    };
    let t = types.iter().copied().find(|t| *t != "null").unwrap_or("");
    match t {
        "string" => "text".to_owned(),
        "boolean" => "`true` or `false`".to_owned(),
        "number" => "a number".to_owned(),
        "integer" => integer(v),
        "array" => array(v),
        "object" => "a table".to_owned(),
        _ => "any value".to_owned(),
    }
}

/// A whole number and the range its type holds.
fn integer(v: &Value) -> String {
    let min = v.get("minimum").and_then(Value::as_i64);
    let max = v.get("maximum").and_then(Value::as_i64);
    match (min, max) {
        (Some(lo), Some(hi)) => format!("a whole number from {lo} to {hi}"),
        (Some(0), None) => "a whole number, 0 or more".to_owned(),
        _ => "a whole number".to_owned(),
    }
}

/// A list: of what, and how many when the count is fixed.
fn array(v: &Value) -> String {
    let min = v.get("minItems").and_then(Value::as_u64);
    let max = v.get("maxItems").and_then(Value::as_u64);
    if let Some(items) = v.get("prefixItems").and_then(Value::as_array) {
        let parts: Vec<String> = items.iter().map(kind).collect();
        return format!("a list of {} values: {}", parts.len(), parts.join(", "));
    }
    let of = v.get("items").map_or_else(|| "any value".to_owned(), kind);
    match (min, max) {
        (Some(a), Some(b)) if a == b => format!("a list of {a}: each {of}"),
        _ => format!("a list, each {of}"),
    }
}
