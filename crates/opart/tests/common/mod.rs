//! Helpers shared by the rules tests: a small open map with one division a side, stands by
//! name, the legal listing and activation.

#![allow(dead_code)]

use umpire_core::geometry::Hex;
use umpire_core::{Dice, Ruleset};
use umpire_opart::state::State;
use umpire_opart::{Action, OpArt, Scenario};

/// Regular infantry on foot, as a stand's TOML fields.
pub const INF: &str = r#"troops = "regular", mobility = "foot""#;

/// A 9 × 12 open map with `terrain` rows overriding the top rows, and two formations:
/// Soviet stands then Axis stands (each a TOML inline table without `at`/`facing` handled by
/// the caller).
pub fn game(terrain: &[&str], extra_map: &str, soviet: &str, axis: &str) -> (State, Dice) {
    let mut rows: Vec<String> = terrain.iter().map(|r| format!("{r:.<9}")).collect();
    while rows.len() < 12 {
        rows.push(".........".into());
    }
    let text = format!(
        "name = \"t\"\ntitle = \"t\"\n[map]\nterrain = {rows:?}\n{extra_map}\n\
         [[divisions]]\nname = \"S\"\nside = \"soviet\"\ndie = \"d10\"\nstands = [\n\
         {{ name = \"SHQ\", stand = \"division-command\", general = \"average\", mobility = \"foot\", at = [0, 11], facing = \"N\" }},\n{soviet}\n]\n\
         [[divisions]]\nname = \"A\"\nside = \"axis\"\ndie = \"d12\"\nstands = [\n\
         {{ name = \"AHQ\", stand = \"division-command\", general = \"average\", mobility = \"foot\", at = [8, 0], facing = \"S\" }},\n{axis}\n]\n"
    );
    let sc = Scenario::from_toml(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let mut dice = Dice::new(1, false);
    let s = OpArt::new_game(&sc, &mut dice).unwrap();
    (s, dice)
}

pub fn idx(s: &State, name: &str) -> usize {
    s.stands.iter().position(|x| &*x.name == name).unwrap()
}

pub fn legal(s: &State, seat: umpire_core::Seat) -> Vec<Action> {
    let mut out = Vec::new();
    OpArt::legal_actions(s, seat, &mut out);
    out
}

/// Turns cards until stand `i`'s formation is active; its seat.
pub fn activate(s: &mut State, i: usize, dice: &mut Dice) -> umpire_core::Seat {
    let d = s.stands[i].division;
    while s.active() != Some(d) {
        let seat = OpArt::to_act(s).iter(OpArt::SEATS.len()).next().unwrap();
        OpArt::apply(s, seat, &Action::Done, dice).unwrap();
    }
    OpArt::to_act(s).iter(OpArt::SEATS.len()).next().unwrap()
}

pub fn hex(c: i16, r: i16) -> Hex {
    Hex::from_offset(c, r)
}
