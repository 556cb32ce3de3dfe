//! The rules at hand: `/rules/{id}` serves a rule set's reference page, rendered from the same
//! Markdown as `docs/rules/{id}.md` (every rule of the text in our words, where the engine
//! applies it and the tests that pin it, and every ruling). Each rule and ruling id that opens
//! a table row or a list item ("RAP-8", "UMP-NQM-43") gets an anchor, so that the game's page
//! can link a refusal, a card or an ending to it.

use std::collections::BTreeSet;
use std::sync::OnceLock;

use pulldown_cmark::{html, CowStr, Event, Options, Parser, Tag, TagEnd};

/// The reference pages' sources, by rule set.
const SOURCES: [(&str, &str, &str); 5] = [
    (
        "rapier",
        "Rapier Offensive",
        include_str!("../../../docs/rules/rapier.md"),
    ),
    (
        "opart",
        "Operational Art",
        include_str!("../../../docs/rules/opart.md"),
    ),
    (
        "napoleonic",
        "de Gre's Napoleonic rules",
        include_str!("../../../docs/rules/napoleonic.md"),
    ),
    (
        "nqm",
        "NQM umpire guidelines",
        include_str!("../../../docs/rules/nqm.md"),
    ),
    (
        "race",
        "Race-for-X campaign",
        include_str!("../../../docs/rules/race.md"),
    ),
];

/// A rule or ruling id at the start of `text` ("RAP-8 best column…" gives "RAP-8"), if any:
/// an optional `UMP-`, two to four capitals, a hyphen, digits, and an optional small letter.
#[must_use]
pub fn leading_id(text: &str) -> Option<&str> {
    let t = text.trim_start();
    let rest = t.strip_prefix("UMP-").unwrap_or(t);
    let caps = rest.bytes().take_while(u8::is_ascii_uppercase).count();
    if !(2..=4).contains(&caps) || rest.as_bytes().get(caps) != Some(&b'-') {
        return None;
    }
    let digits = rest[caps + 1..]
        .bytes()
        .take_while(u8::is_ascii_digit)
        .count();
    if digits == 0 {
        return None;
    }
    let mut end = caps + 1 + digits;
    if rest.as_bytes().get(end).is_some_and(u8::is_ascii_lowercase) {
        end += 1;
    }
    let skipped = t.len() - rest.len();
    Some(&t[..skipped + end])
}

/// The rule set's reference as HTML, with an anchor at each rule and ruling; the ids anchored.
#[must_use]
pub fn render(markdown: &str) -> (String, BTreeSet<String>) {
    let mut anchored = BTreeSet::new();
    let mut waiting = false; // at the start of a table row or a list item
    let mut events = Vec::new();
    for e in Parser::new_ext(markdown, Options::ENABLE_TABLES) {
        match &e {
            Event::Start(Tag::TableRow | Tag::Item) => waiting = true,
            Event::End(TagEnd::TableRow | TagEnd::Item) => waiting = false,
            Event::Text(t) if waiting => {
                waiting = false;
                if let Some(id) = leading_id(t) {
                    if anchored.insert(id.to_owned()) {
                        events.push(Event::InlineHtml(CowStr::from(format!(
                            "<a class=\"anchor\" id=\"{id}\" href=\"#{id}\" aria-label=\"link to {id}\">§</a>"
                        ))));
                    }
                }
            }
            _ => {}
        }
        events.push(e);
    }
    let mut out = String::with_capacity(markdown.len() * 2);
    html::push_html(&mut out, events.into_iter());
    (out, anchored)
}

struct Tables;
impl umpire_registry::Visitor for Tables {
    type Output = Vec<umpire_core::RefTable>;
    fn visit<R: umpire_registry::Spec>(self) -> Self::Output {
        R::tables()
    }
}

/// The rules tables of rule set `id` as a Markdown section (each table with an anchor,
/// `table-{id}`), or nothing where it has none: the same tables a game's page draws beside a
/// result card.
#[must_use]
pub fn tables_markdown(id: &str) -> String {
    use std::fmt::Write as _;
    let tables = umpire_registry::visit(id, Tables).unwrap_or_default();
    if tables.is_empty() {
        return String::new();
    }
    let cell = |s: &str| s.replace('|', "\\|");
    let mut md = String::from(
        "\n## The tables the engine reads\n\nThe same tables a game's page draws beside a result card \
         (the cells read marked) and beside a choice they decide.\n",
    );
    for t in tables {
        let _ = write!(
            md,
            "\n<a id=\"table-{}\"></a>\n\n### {} ({})\n\n| {} |",
            t.id,
            cell(&t.title),
            t.rule,
            cell(&t.corner)
        );
        for c in &t.columns {
            let _ = write!(md, " {} |", cell(c));
        }
        md.push_str("\n|");
        for _ in 0..=t.columns.len() {
            md.push_str("---|");
        }
        for r in &t.rows {
            let _ = write!(md, "\n| {} |", cell(&r.label));
            for c in &r.cells {
                let _ = write!(md, " {} |", cell(c));
            }
        }
        md.push('\n');
    }
    md
}

/// The whole page for rule set `id`, or `None` for a rule set that has none.
#[must_use]
pub fn page(id: &str) -> Option<&'static str> {
    static PAGES: OnceLock<Vec<(&'static str, String)>> = OnceLock::new();
    let pages = PAGES.get_or_init(|| {
        SOURCES
            .iter()
            .map(|(id, title, md)| {
                let (body, _) = render(&format!("{md}{}", tables_markdown(id)));
                let page = format!(
                    "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
                     <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
                     <title>{title} — rules at hand — Umpire</title>\n<link rel=\"icon\" href=\"data:,\">\n\
                     <link rel=\"stylesheet\" href=\"/static/css/umpire.css\">\n\
                     <script src=\"/static/js/theme.js\"></script>\n</head>\n<body>\n\
                     <header class=\"bar\"><a href=\"/\">Umpire</a><span>Rules at hand: {title}</span></header>\n\
                     <main class=\"rules-ref\" data-ruleset=\"{id}\">\n\
                     <p class=\"hint\">How this server plays {title}: each rule of the text in our words, \
                     where the engine applies it and the tests that pin it, then every ruling where the \
                     text is silent or unclear. A rule id in a refusal, a result card or the ending links \
                     here.</p>\n{body}</main>\n</body>\n</html>\n"
                );
                (*id, page)
            })
            .collect()
    });
    pages
        .iter()
        .find(|(k, _)| *k == id)
        .map(|(_, p)| p.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_read_from_the_start_of_a_row() {
        assert_eq!(leading_id("RAP-8 best column"), Some("RAP-8"));
        assert_eq!(leading_id("UMP-NQM-43 a pause"), Some("UMP-NQM-43"));
        assert_eq!(leading_id("RAC-4: battle report"), Some("RAC-4"));
        assert_eq!(leading_id("NAP-2a"), Some("NAP-2a"));
        assert_eq!(leading_id("35"), None);
        assert_eq!(leading_id("Step 7"), None);
        assert_eq!(leading_id("A-1"), None);
    }

    #[test]
    fn every_rule_set_has_a_page_with_an_anchor_for_each_of_its_rulings() {
        for (id, _, md) in SOURCES {
            let (_, anchored) = render(md);
            assert!(page(id).is_some());
            // Every "UMP-…" ruling the doc defines in a list item is a place to link to.
            let defined = md
                .lines()
                .filter_map(|l| l.strip_prefix("- **"))
                .filter_map(leading_id)
                .filter(|x| x.starts_with("UMP-"));
            for d in defined {
                assert!(anchored.contains(d), "{id}: {d} has no anchor");
            }
            assert!(anchored.len() > 10, "{id}: {} anchors", anchored.len());
        }
        assert!(page("chess").is_none());
    }

    /// #61 item 4: the tables a result card reads are on the rule set's page too, each with an
    /// anchor, drawn as tables.
    #[test]
    fn the_pages_draw_the_tables_the_engine_reads() {
        let nap = page("napoleonic").unwrap();
        assert!(nap.contains("<a id=\"table-mdi\"></a>"), "an anchor");
        assert!(
            nap.contains("<th>attacker ↓ defender →</th>"),
            "the MDI matrix as a table"
        );
        assert!(nap.contains("<td>attacker superior</td>"));
        assert!(page("rapier")
            .unwrap()
            .contains("<a id=\"table-ground-combat\"></a>"));
        assert!(page("opart")
            .unwrap()
            .contains("<a id=\"table-combat\"></a>"));
        assert!(page("nqm")
            .unwrap()
            .contains("<a id=\"table-firefight\"></a>"));
        assert!(tables_markdown("race").is_empty());
    }
}
