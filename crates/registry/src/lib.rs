//! The closed list of Umpire's rule sets and what the front ends need of each beyond
//! [`Ruleset`]: bundled scenarios, the scenario parser, bots, the seats a person plays by
//! default, typed-command help and the chat channels of a table.
//!
//! The command line and the server both reach a rule set through [`Spec`], and pick one by id
//! with [`visit`].
#![forbid(unsafe_code)]

pub mod reference;

pub mod balance;
pub mod quick;

use std::collections::BTreeMap;
use umpire_core::search::{MakeBot, SearchBot, DEFAULT_PLAYOUTS};
use umpire_core::{Bot, BundledScenario, Ruleset, ScenarioError};
use umpire_napoleonic::Napoleonic;
use umpire_nqm::Nqm;
use umpire_opart::OpArt;
use umpire_race::Race;
use umpire_rapier::Rapier;

/// A chat channel of a table: who may read it and who may write in it. Channels stand for the
/// ways the players of a rule set talk at a real table (an intercom, a side's own room, notes
/// passed through the umpire).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Channel {
    /// Its name (`intercom`).
    pub name: &'static str,
    /// One line on what it stands for.
    pub title: &'static str,
    /// The seats that read and write it.
    pub seats: &'static [&'static str],
}

impl Channel {
    /// Whether `seat` (a seat name) reads and writes this channel.
    #[must_use]
    pub fn admits(&self, seat: &str) -> bool {
        self.seats.contains(&seat)
    }
}

/// Every rule set id, implemented or not yet.
pub const IDS: &[(&str, &str)] = &[
    ("rapier", "Rapier Offensive"),
    ("opart", "Operational Art"),
    ("napoleonic", "de Gre's Napoleonic rules"),
    ("nqm", "NQM umpire guidelines"),
    ("race", "Race-for-X campaign"),
];

/// What the command line needs of a rule set beyond [`Ruleset`].
pub trait Spec: Ruleset {
    /// Bundled scenarios, the default first.
    fn scenarios() -> &'static [BundledScenario];
    /// Parses scenario text.
    ///
    /// # Errors
    /// The field and the reason.
    fn parse_scenario(text: &str) -> Result<Self::Scenario, ScenarioError>;
    /// A bot by kind.
    fn bot(kind: &str) -> Option<Box<dyn Bot<Self>>>;
    /// Bot kinds (the server's lobby offers these).
    fn bot_kinds() -> &'static [&'static str];
    /// The bot `search` shortlists with and plays its playouts out by (the heuristic), where
    /// the rule set draws the samples a search needs ([`Ruleset::sample_hidden`]); `None`
    /// (the default) where it does not yet.
    fn search_policy() -> Option<MakeBot<Self>> {
        None
    }
    /// Playouts a decision of `search` written without a number.
    const SEARCH_PLAYOUTS: u32 = DEFAULT_PLAYOUTS;
    /// What the server's lobby offers where the rule set has a search: its plain kinds,
    /// `search` (the default budget) and a stronger search of four times the playouts, four
    /// times slower (`search:256` at the default budget of 64).
    const SERVED_WITH_SEARCH: &'static [&'static str] = SERVED_WITH_SEARCH;
    /// Seats a person plays when `play` is given no seat options.
    fn default_humans() -> &'static [&'static str];
    /// Help for typed commands at the prompt.
    fn command_help() -> Option<&'static str> {
        None
    }
    /// The chat channels of a table of this rule set.
    fn channels() -> &'static [Channel];
    /// Whether the game waits for something the server does outside it (Race-for-X: a served
    /// campaign's battle, fought as a game of its own): no bot acts for any seat meanwhile.
    fn waits_for_server(state: &Self::State) -> bool {
        let _ = state;
        false
    }
    /// Adapts a scenario to the seats people hold (`holders`: seat name → `human` or
    /// `bot:KIND`), before the game starts: where the text gives the owner of some units a
    /// choice the engine otherwise makes for bots, the people's seats are asked. The scenario
    /// goes into the log as adapted, so a replay asks the same seats.
    fn for_people(scenario: &mut Self::Scenario, holders: &BTreeMap<String, String>) {
        let _ = (scenario, holders);
    }
    /// Whether `action` places a seat's own troops before play, so that `plan` at the prompt
    /// may lay out a whole deployment ahead: such an action rolls no die and shows the seat
    /// nothing it did not know, so choosing several ahead reveals nothing.
    fn plannable(action: &Self::Action) -> bool {
        let _ = action;
        false
    }
    /// The JSON Schema of the scenario file, from the scenario's types and their doc comments
    /// (a TOML scenario has the same fields).
    fn scenario_schema() -> schemars::Schema;
    /// What looks odd in a valid scenario (a unit no table would make), one line each, for
    /// `umpire check` to warn about.
    fn scenario_warnings(scenario: &Self::Scenario) -> Vec<String> {
        let _ = scenario;
        Vec::new()
    }
    /// Topics of `help TOPIC` at the prompt beyond the commands.
    fn help_topics() -> &'static [&'static str] {
        &[]
    }
    /// What the player of each seat does, one line each (the lobby shows it beside the seat).
    fn seat_roles() -> &'static [(&'static str, &'static str)] {
        &[]
    }
    /// The text of `help TOPIC`, for a topic of [`Spec::help_topics`].
    fn help_topic(topic: &str) -> Option<String> {
        let _ = topic;
        None
    }
    /// The rules tables a page draws where they decide something: beside a result card that
    /// read one ([`umpire_core::TableRead`]), and beside the actions a table decides.
    fn tables() -> Vec<umpire_core::RefTable> {
        Vec::new()
    }
}

/// The most playouts a decision a person may ask `search` for.
pub const MAX_PLAYOUTS: u32 = 100_000;

/// A bot by kind as a person writes it: one of [`Spec::bot_kinds`], or `search` (with
/// [`Spec::SEARCH_PLAYOUTS`] playouts a decision) or `search:N` (N playouts) where the rule set has a
/// search bot.
///
/// # Errors
/// The kind is unknown or its number of playouts is not one, naming the kinds there are.
pub fn bot<R: Spec>(kind: &str) -> Result<Box<dyn Bot<R>>, String> {
    if let Some(rest) = kind.strip_prefix("search") {
        if rest.is_empty() || rest.starts_with(':') {
            let Some(policy) = R::search_policy() else {
                return Err(format!(
                    "{} has no search bot yet; kinds: {}",
                    R::ID,
                    bot_kinds::<R>()
                ));
            };
            let playouts = if rest.is_empty() {
                R::SEARCH_PLAYOUTS
            } else {
                rest[1..]
                    .parse::<u32>()
                    .ok()
                    .filter(|n| (1..=MAX_PLAYOUTS).contains(n))
                    .ok_or_else(|| {
                        format!(
                            "bot kind {kind:?}: write search:N, N the playouts a decision \
                             from 1 to {MAX_PLAYOUTS}"
                        )
                    })?
            };
            return Ok(Box::new(SearchBot::new(playouts, policy)));
        }
    }
    R::bot(kind).ok_or_else(|| format!("unknown bot kind {kind:?}; kinds: {}", bot_kinds::<R>()))
}

/// What the server's lobby offers where a rule set has a search at [`DEFAULT_PLAYOUTS`]: its
/// plain kinds, `search` (the default budget) and `search:256` (four times the playouts, four
/// times slower).
const SERVED_WITH_SEARCH: &[&str] = &["random", "heuristic", "search", "search:256"];

/// The same for a rule set whose search plays 192 playouts by default: the stronger search is
/// `search:768`.
const SERVED_WITH_SEARCH_AT_192: &[&str] = &["random", "heuristic", "search", "search:768"];

/// The bot kinds the server offers for rule set `R`: [`Spec::bot_kinds`], with two strengths of
/// `search` where the rule set has one.
#[must_use]
pub fn served_kinds<R: Spec>() -> &'static [&'static str] {
    if R::search_policy().is_some() && R::bot_kinds() == ["random", "heuristic"] {
        R::SERVED_WITH_SEARCH
    } else {
        R::bot_kinds()
    }
}

/// The bot kinds a person may write for rule set `R`, for messages and listings.
#[must_use]
pub fn bot_kinds<R: Spec>() -> String {
    let mut kinds = R::bot_kinds().join(", ");
    if R::search_policy().is_some() {
        kinds.push_str(", search, search:N");
    }
    kinds
}

/// Adds the seats people hold to a rule set's list of seats that make their own choices, in
/// seat order.
fn add_people(chosen: &mut Vec<String>, holders: &BTreeMap<String, String>, seats: &[&str]) {
    for seat in people(holders).filter(|s| seats.contains(s)) {
        if !chosen.iter().any(|c| c == seat) {
            chosen.push(seat.to_owned());
        }
    }
    chosen.sort_by_key(|c| seats.iter().position(|s| s == c));
}

/// The seats of `holders` that a person holds.
pub fn people(holders: &BTreeMap<String, String>) -> impl Iterator<Item = &str> {
    holders
        .iter()
        .filter(|(_, h)| h.as_str() == "human")
        .map(|(s, _)| s.as_str())
}

impl Spec for Rapier {
    fn tables() -> Vec<umpire_core::RefTable> {
        vec![umpire_rapier::ground_combat::table()]
    }
    fn seat_roles() -> &'static [(&'static str, &'static str)] {
        &[
            ("umpire", "places and fights the hidden defence, sees everything"),
            ("corps", "the attacking corps commander: orders, reserves, fire missions; from a separate command post he sees a plotted map"),
            ("staff", "the staff officer: reconnaissance before the battle, and the corps' map"),
            ("div1", "commander of the 1st attacking division: deploys and moves it"),
            ("div2", "commander of the 2nd attacking division"),
            ("div3", "commander of the 3rd attacking division"),
        ]
    }
    fn scenario_schema() -> schemars::Schema {
        schemars::schema_for!(<Rapier as Ruleset>::Scenario)
    }
    fn scenarios() -> &'static [BundledScenario] {
        umpire_rapier::SCENARIOS
    }
    fn parse_scenario(text: &str) -> Result<Self::Scenario, ScenarioError> {
        umpire_rapier::Scenario::from_toml(text)
    }
    fn bot(kind: &str) -> Option<Box<dyn Bot<Self>>> {
        umpire_rapier::bots::by_name(kind)
    }
    fn search_policy() -> Option<MakeBot<Self>> {
        Some(|| Box::new(umpire_rapier::bots::HeuristicBot))
    }
    // Three times the default budget: a Rapier playout is the cheapest of the five, and at 192
    // the attacking seats won 79 of 100 games where at 64 they won 63 (docs/bots.md).
    const SEARCH_PLAYOUTS: u32 = 192;
    const SERVED_WITH_SEARCH: &'static [&'static str] = SERVED_WITH_SEARCH_AT_192;
    fn bot_kinds() -> &'static [&'static str] {
        umpire_rapier::bots::BOT_KINDS
    }
    fn default_humans() -> &'static [&'static str] {
        &["corps", "staff", "div1", "div2", "div3"]
    }
    fn command_help() -> Option<&'static str> {
        Some(umpire_rapier::command::HELP)
    }
    fn for_people(scenario: &mut Self::Scenario, holders: &BTreeMap<String, String>) {
        // RAP-8: people choose their own ground-combat losses; bots keep the engine's rule.
        add_people(&mut scenario.rules.owner_choices, holders, Self::SEATS);
    }
    fn plannable(action: &Self::Action) -> bool {
        // Set-up 4: a division deploys in L1 within its frontage or in R1: no die, no contact.
        matches!(action, umpire_rapier::Action::DeployUnit { .. })
    }
    fn channels() -> &'static [Channel] {
        &[
            Channel {
                name: "intercom",
                title: "the intercom between the command post and the table (the umpire at the table hears it)",
                seats: &["corps", "staff", "div1", "div2", "div3", "umpire"],
            },
            Channel {
                name: "table",
                title: "talk at the table: the division commanders, the staff officer and the umpire; not the corps commander at the command post",
                seats: &["div1", "div2", "div3", "staff", "umpire"],
            },
            Channel {
                name: "command-post",
                title: "the command post: the corps commander and the staff officer",
                seats: &["corps", "staff"],
            },
            Channel {
                name: "umpire",
                title: "the umpire's own notes",
                seats: &["umpire"],
            },
        ]
    }
}

impl Spec for OpArt {
    fn tables() -> Vec<umpire_core::RefTable> {
        vec![umpire_opart::combat::table()]
    }
    fn seat_roles() -> &'static [(&'static str, &'static str)] {
        &[
            (
                "axis",
                "the Axis side's first division (and the whole side when it has one)",
            ),
            (
                "soviet",
                "the Soviet side's first division (and the whole side when it has one)",
            ),
            (
                "axis-2",
                "the Axis second division, where the scenario has one",
            ),
            (
                "soviet-2",
                "the Soviet second division, where the scenario has one",
            ),
            (
                "axis-3",
                "the Axis third division, where the scenario has one",
            ),
            (
                "soviet-3",
                "the Soviet third division, where the scenario has one",
            ),
        ]
    }
    fn scenario_warnings(scenario: &Self::Scenario) -> Vec<String> {
        umpire_opart::scenario::warnings(scenario)
    }
    fn scenario_schema() -> schemars::Schema {
        schemars::schema_for!(<OpArt as Ruleset>::Scenario)
    }
    fn scenarios() -> &'static [BundledScenario] {
        umpire_opart::SCENARIOS
    }
    fn parse_scenario(text: &str) -> Result<Self::Scenario, ScenarioError> {
        umpire_opart::Scenario::from_toml(text)
    }
    fn bot(kind: &str) -> Option<Box<dyn Bot<Self>>> {
        umpire_opart::bots::by_name(kind)
    }
    fn search_policy() -> Option<MakeBot<Self>> {
        Some(|| Box::new(umpire_opart::bots::HeuristicBot))
    }
    // Three times the default, as in Rapier: on `vazuza`'s seeds 1-200 the searching Axis won
    // 170 games at 192 where it won 147 at 64, the Soviet side 134 where it won 117
    // (docs/bots.md), and a decision still takes well under a second.
    const SEARCH_PLAYOUTS: u32 = 192;
    const SERVED_WITH_SEARCH: &'static [&'static str] = SERVED_WITH_SEARCH_AT_192;
    fn bot_kinds() -> &'static [&'static str] {
        umpire_opart::bots::BOT_KINDS
    }
    fn default_humans() -> &'static [&'static str] {
        &["soviet", "soviet-2", "soviet-3"]
    }
    fn command_help() -> Option<&'static str> {
        Some(umpire_opart::view::HELP)
    }
    fn for_people(scenario: &mut Self::Scenario, holders: &BTreeMap<String, String>) {
        // Section 13: people choose where their withdrawing stands go.
        add_people(&mut scenario.rules.owner_choices, holders, Self::SEATS);
    }
    fn channels() -> &'static [Channel] {
        &[
            Channel {
                name: "axis",
                title: "the Axis commanders among themselves",
                seats: &["axis", "axis-2", "axis-3"],
            },
            Channel {
                name: "soviet",
                title: "the Soviet commanders among themselves",
                seats: &["soviet", "soviet-2", "soviet-3"],
            },
            Channel {
                name: "all",
                title: "everyone at the table",
                seats: &["axis", "soviet", "axis-2", "soviet-2", "axis-3", "soviet-3"],
            },
        ]
    }
}

impl Spec for Nqm {
    fn tables() -> Vec<umpire_core::RefTable> {
        vec![umpire_nqm::tables::firefight_table()]
    }
    fn search_policy() -> Option<MakeBot<Self>> {
        Some(|| Box::new(umpire_nqm::bots::HeuristicBot))
    }
    fn seat_roles() -> &'static [(&'static str, &'static str)] {
        &[
            ("umpire", "the neutral umpire: the engine does the umpire's work, so this seat only watches everything"),
            ("attacker", "the attacking commander: writes his stands' orders each hour, sees only what they see"),
            ("defender", "the defending commander: the same for the defence"),
            ("attacker-sub", "a subordinate commander of the attack, where the scenario names one: orders his own units"),
            ("defender-sub", "a subordinate commander of the defence, where the scenario names one"),
        ]
    }
    fn scenario_warnings(scenario: &Self::Scenario) -> Vec<String> {
        umpire_nqm::scenario::warnings(scenario)
    }
    fn scenario_schema() -> schemars::Schema {
        schemars::schema_for!(<Nqm as Ruleset>::Scenario)
    }
    fn scenarios() -> &'static [BundledScenario] {
        umpire_nqm::SCENARIOS
    }
    fn parse_scenario(text: &str) -> Result<Self::Scenario, ScenarioError> {
        umpire_nqm::Scenario::from_toml(text)
    }
    fn bot(kind: &str) -> Option<Box<dyn Bot<Self>>> {
        umpire_nqm::bots::by_name(kind)
    }
    fn bot_kinds() -> &'static [&'static str] {
        umpire_nqm::bots::BOT_KINDS
    }
    fn default_humans() -> &'static [&'static str] {
        &["attacker"]
    }
    fn command_help() -> Option<&'static str> {
        Some(umpire_nqm::typed::HELP)
    }
    fn channels() -> &'static [Channel] {
        &[
            Channel {
                name: "attacker",
                title: "the attacking side's own room",
                seats: &["attacker", "attacker-sub"],
            },
            Channel {
                name: "defender",
                title: "the defending side's own room",
                seats: &["defender", "defender-sub"],
            },
            Channel {
                name: "umpire-attacker",
                title: "messages between the attacking side and the umpire",
                seats: &["umpire", "attacker", "attacker-sub"],
            },
            Channel {
                name: "umpire-defender",
                title: "messages between the defending side and the umpire",
                seats: &["umpire", "defender", "defender-sub"],
            },
        ]
    }
}

impl Spec for Napoleonic {
    fn tables() -> Vec<umpire_core::RefTable> {
        vec![umpire_napoleonic::mdi::table()]
    }
    fn search_policy() -> Option<MakeBot<Self>> {
        Some(|| Box::new(umpire_napoleonic::bots::HeuristicBot))
    }
    fn seat_roles() -> &'static [(&'static str, &'static str)] {
        &[
            ("a", "side A's commander: every unit of the side, its artillery, musketry, movement and melees"),
            ("b", "side B's commander"),
        ]
    }
    fn for_people(scenario: &mut Self::Scenario, holders: &BTreeMap<String, String>) {
        // 5I: people face their own units after a melee; bots' face the nearest enemy.
        add_people(&mut scenario.rules.owner_choices, holders, Self::SEATS);
    }
    fn scenario_schema() -> schemars::Schema {
        schemars::schema_for!(<Napoleonic as Ruleset>::Scenario)
    }
    fn scenarios() -> &'static [BundledScenario] {
        umpire_napoleonic::SCENARIOS
    }
    fn parse_scenario(text: &str) -> Result<Self::Scenario, ScenarioError> {
        umpire_napoleonic::Scenario::from_toml(text)
    }
    fn bot(kind: &str) -> Option<Box<dyn Bot<Self>>> {
        umpire_napoleonic::bots::by_name(kind)
    }
    fn bot_kinds() -> &'static [&'static str] {
        umpire_napoleonic::bots::BOT_KINDS
    }
    fn default_humans() -> &'static [&'static str] {
        &["a"]
    }
    fn command_help() -> Option<&'static str> {
        Some(umpire_napoleonic::words::HELP)
    }
    fn help_topics() -> &'static [&'static str] {
        &["cards"]
    }
    fn help_topic(topic: &str) -> Option<String> {
        matches!(topic, "cards" | "mdi").then(umpire_napoleonic::mdi::explain)
    }
    fn channels() -> &'static [Channel] {
        &[Channel {
            name: "all",
            title: "both players",
            seats: &["a", "b"],
        }]
    }
}

impl Spec for Race {
    // Three times the default budget: at 192 playouts player A won 133 of 200 campaigns against
    // the heuristic, where it won 102 at 64 (docs/bots.md), and a decision takes well under a
    // second. Since its playouts stop at the next campaign turn, three times 192 did no better
    // for player B (docs/rules/race.md).
    const SEARCH_PLAYOUTS: u32 = 192;
    const SERVED_WITH_SEARCH: &'static [&'static str] = SERVED_WITH_SEARCH_AT_192;
    fn seat_roles() -> &'static [(&'static str, &'static str)] {
        &[
            (
                "a",
                "player A: chooses attack or regroup each turn, fields units, defends against B",
            ),
            ("b", "player B: the same for the other corps"),
        ]
    }
    fn scenario_schema() -> schemars::Schema {
        schemars::schema_for!(<Race as Ruleset>::Scenario)
    }
    fn scenarios() -> &'static [BundledScenario] {
        umpire_race::SCENARIOS
    }
    fn parse_scenario(text: &str) -> Result<Self::Scenario, ScenarioError> {
        umpire_race::Scenario::from_toml(text)
    }
    fn bot(kind: &str) -> Option<Box<dyn Bot<Self>>> {
        match kind {
            "random" => Some(Box::new(umpire_core::RandomBot)),
            "heuristic" => Some(Box::new(umpire_race::game::HeuristicBot)),
            _ => None,
        }
    }
    fn search_policy() -> Option<MakeBot<Self>> {
        Some(|| Box::new(umpire_race::game::HeuristicBot))
    }
    fn bot_kinds() -> &'static [&'static str] {
        &["random", "heuristic"]
    }
    fn default_humans() -> &'static [&'static str] {
        &["a"]
    }
    fn command_help() -> Option<&'static str> {
        Some(umpire_race::game::HELP)
    }
    fn waits_for_server(state: &Self::State) -> bool {
        umpire_race::served::waits(state)
    }
    fn channels() -> &'static [Channel] {
        &[Channel {
            name: "all",
            title: "both players",
            seats: &["a", "b"],
        }]
    }
}

/// Something to do with one rule set, whichever it is (see [`visit`]).
pub trait Visitor {
    /// What it gives.
    type Output;
    /// Does it with rule set `R`.
    fn visit<R: Spec>(self) -> Self::Output;
}

/// Runs `v` with the rule set whose id is `id`; `None` for an unknown id.
pub fn visit<V: Visitor>(id: &str, v: V) -> Option<V::Output> {
    Some(match id {
        "rapier" => v.visit::<Rapier>(),
        "opart" => v.visit::<OpArt>(),
        "napoleonic" => v.visit::<Napoleonic>(),
        "nqm" => v.visit::<Nqm>(),
        "race" => v.visit::<Race>(),
        _ => return None,
    })
}

/// What the scenario check finds in a valid scenario.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checked {
    /// The scenario's own `name`, where it has one.
    pub name: Option<String>,
    /// Its `title`, where it has one.
    pub title: Option<String>,
    /// What looks odd in it ([`Spec::scenario_warnings`]).
    pub warnings: Vec<String>,
}

/// The scenario check `umpire check` and the server's editor share: the text parses as a
/// scenario of `R`, and a game can be set up from it.
///
/// # Errors
/// The first invalid field and why, in the same words wherever the check runs.
pub fn check_scenario<R: Spec>(text: &str) -> Result<Checked, ScenarioError> {
    let sc = R::parse_scenario(text)?;
    R::new_game(&sc, &mut umpire_core::Dice::new(0, false))?;
    let value = serde_json::to_value(&sc).unwrap_or_default();
    let field = |k: &str| {
        value
            .get(k)
            .and_then(serde_json::Value::as_str)
            .filter(|s| !s.is_empty())
            .map(str::to_owned)
    };
    Ok(Checked {
        name: field("name"),
        title: field("title"),
        warnings: R::scenario_warnings(&sc),
    })
}

/// [`check_scenario`] for the rule set whose id is `id`; `None` for an unknown id.
pub fn check(id: &str, text: &str) -> Option<Result<Checked, ScenarioError>> {
    struct Check<'a>(&'a str);
    impl Visitor for Check<'_> {
        type Output = Result<Checked, ScenarioError>;
        fn visit<R: Spec>(self) -> Self::Output {
            check_scenario::<R>(self.0)
        }
    }
    visit(id, Check(text))
}

/// The JSON Schema of the scenario file of the rule set whose id is `id` (what `umpire fields
/// ID --json` prints and the editor draws its forms from); `None` for an unknown id.
#[must_use]
pub fn schema(id: &str) -> Option<schemars::Schema> {
    struct Schema;
    impl Visitor for Schema {
        type Output = schemars::Schema;
        fn visit<R: Spec>(self) -> Self::Output {
            R::scenario_schema()
        }
    }
    visit(id, Schema)
}

/// The ids of the rule sets, comma-separated (for error messages).
#[must_use]
pub fn id_list() -> String {
    IDS.iter().map(|i| i.0).collect::<Vec<_>>().join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rap8_the_seats_people_hold_choose_their_own_losses() {
        let mut sc = umpire_rapier::bundled("uranus").unwrap();
        let holders: BTreeMap<String, String> = [
            ("umpire", "human"),
            ("corps", "bot:heuristic"),
            ("div2", "human"),
        ]
        .into_iter()
        .map(|(s, h)| (s.to_owned(), h.to_owned()))
        .collect();
        Rapier::for_people(&mut sc, &holders);
        assert_eq!(sc.rules.owner_choices, ["umpire", "div2"]);
        // Other rule sets leave their scenario as it is.
        let mut nap = umpire_napoleonic::bundled("river-crossing").ok();
        let before = nap.clone();
        if let Some(n) = nap.as_mut() {
            Napoleonic::for_people(n, &holders);
        }
        assert_eq!(nap, before);
    }

    #[test]
    fn nap_5i_people_face_their_own_units_after_a_melee() {
        let mut sc = umpire_napoleonic::bundled("river-crossing").unwrap();
        let holders: BTreeMap<String, String> = [("a", "bot:heuristic"), ("b", "human")]
            .into_iter()
            .map(|(s, h)| (s.to_owned(), h.to_owned()))
            .collect();
        Napoleonic::for_people(&mut sc, &holders);
        assert_eq!(sc.rules.owner_choices, ["b"]);
    }

    #[test]
    fn section13_opart_people_choose_where_their_stands_withdraw() {
        let mut sc = umpire_opart::bundled("vazuza").unwrap();
        let holders: BTreeMap<String, String> = [
            ("axis", "bot:heuristic"),
            ("soviet", "human"),
            ("div2", "human"),
        ]
        .into_iter()
        .map(|(s, h)| (s.to_owned(), h.to_owned()))
        .collect();
        OpArt::for_people(&mut sc, &holders);
        // A seat the rule set does not have is left out.
        assert_eq!(sc.rules.owner_choices, ["soviet"]);
    }

    struct CheckChannels;
    impl Visitor for CheckChannels {
        type Output = ();
        fn visit<R: Spec>(self) {
            let mut names: Vec<&str> = R::channels().iter().map(|c| c.name).collect();
            assert!(!names.is_empty(), "{} has no channel", R::ID);
            names.sort_unstable();
            names.dedup();
            assert_eq!(
                names.len(),
                R::channels().len(),
                "{}: a channel named twice",
                R::ID
            );
            for c in R::channels() {
                for s in c.seats {
                    assert!(
                        R::seat_by_name(s).is_some(),
                        "{}: channel {} names no seat {s}",
                        R::ID,
                        c.name
                    );
                }
            }
        }
    }

    #[test]
    fn every_channel_names_real_seats_once() {
        for (id, _) in IDS {
            assert!(visit(id, CheckChannels).is_some(), "{id} is not visited");
        }
        assert!(visit("chess", CheckChannels).is_none());
    }

    struct CheckServedSearch;
    impl Visitor for CheckServedSearch {
        type Output = ();
        fn visit<R: Spec>(self) {
            if R::search_policy().is_none() {
                return;
            }
            let stronger = format!("search:{}", 4 * R::SEARCH_PLAYOUTS);
            assert_eq!(
                served_kinds::<R>(),
                ["random", "heuristic", "search", stronger.as_str()],
                "{}",
                R::ID
            );
            assert!(bot::<R>("search").is_ok() && bot::<R>(&stronger).is_ok());
            assert!(R::SEARCH_PLAYOUTS >= 1 && 4 * R::SEARCH_PLAYOUTS <= MAX_PLAYOUTS);
        }
    }

    #[test]
    fn the_lobby_offers_search_at_its_default_budget_and_at_four_times_it() {
        for (id, _) in IDS {
            assert!(
                visit(id, CheckServedSearch).is_some(),
                "{id} is not visited"
            );
        }
        assert_eq!(Rapier::SEARCH_PLAYOUTS, 192);
        assert_eq!(OpArt::SEARCH_PLAYOUTS, 192);
        assert_eq!(Race::SEARCH_PLAYOUTS, 192);
        assert_eq!(Nqm::SEARCH_PLAYOUTS, DEFAULT_PLAYOUTS);
    }

    #[test]
    fn rapier_corps_commander_is_not_at_the_table() {
        let table = Rapier::channels()
            .iter()
            .find(|c| c.name == "table")
            .unwrap();
        assert!(!table.admits("corps") && table.admits("div1") && table.admits("umpire"));
    }

    #[test]
    fn nqm_sides_do_not_read_each_other() {
        for c in Nqm::channels() {
            assert!(
                !(c.admits("attacker") && c.admits("defender")),
                "{}",
                c.name
            );
        }
    }
}
