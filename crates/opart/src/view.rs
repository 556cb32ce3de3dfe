//! What a seat may know: the battlefield is open; only the order of the activation cards not
//! yet turned is hidden. Also the words for actions and for refusals.

use serde::Serialize;
use umpire_core::geometry::{Hex, HexDir};
use umpire_core::{Illegal, Seat};

use crate::combat::NationalDie;
use crate::map::Map;
use crate::state::{Side, State};
use crate::{engagement, movement, Action};

/// A stand as every seat sees it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StandView {
    /// Index.
    pub id: u16,
    /// Label.
    pub name: std::sync::Arc<str>,
    /// Division or asset group.
    pub division: u8,
    /// Current combat value.
    pub value: u8,
    /// Where (None once destroyed or withdrawn off the battlefield).
    pub hex: Option<Hex>,
    /// Withdrew off the battlefield (section 9) rather than destroyed.
    pub left: bool,
    /// Facing.
    pub facing: HexDir,
    /// A large stand's rear hex, behind `hex` (section 7).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rear: Option<Hex>,
    /// Artillery.
    pub artillery: bool,
    /// Weapon range.
    pub range: u8,
    /// Moved, faced, fired (this activation / turn).
    pub done: (bool, bool, bool),
}

/// A division as every seat sees it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DivisionView {
    /// Name.
    pub name: String,
    /// Side.
    pub side: Side,
    /// Seat.
    pub seat: Seat,
    /// National die.
    pub die: NationalDie,
    /// An asset group.
    pub assets: bool,
    /// Morale now and at the start.
    pub morale: (u16, u16),
}

/// One seat's view.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    /// The seat.
    pub seat: Seat,
    /// Turn and turns.
    pub turn: (u8, u8),
    /// The active formation.
    pub active: Option<u8>,
    /// Cards turned this turn, in order.
    pub turned: Vec<u8>,
    /// Cards still face down (their order is hidden).
    pub face_down: usize,
    /// The battlefield.
    pub map: std::sync::Arc<Map>,
    /// Stands.
    pub stands: Vec<StandView>,
    /// Divisions and asset groups.
    pub divisions: Vec<DivisionView>,
    /// Objectives: hex, points, holder.
    pub objectives: Vec<(Hex, u8, Option<Side>)>,
    /// A stand forced to withdraw whose owner is choosing where: the stand and the hexes it may
    /// end in.
    pub withdrawal: Option<(u16, Vec<Hex>)>,
}

/// The view of `seat`.
#[must_use]
pub fn view(s: &State, seat: Seat) -> View {
    View {
        seat,
        turn: (s.turn.min(s.rules.turns), s.rules.turns),
        active: s.active(),
        turned: s.deck[..s.drawn].to_vec(),
        face_down: s.deck.len().saturating_sub(s.drawn),
        map: s.map.clone(),
        stands: s
            .stands
            .iter()
            .enumerate()
            .map(|(i, st)| StandView {
                id: i as u16,
                name: st.name.clone(),
                division: st.division,
                value: st.value,
                hex: st.hex,
                left: st.left,
                facing: st.facing,
                rear: st.rear(),
                artillery: st.is_artillery(),
                range: st.spec.range(),
                done: (st.moved, st.faced, st.initiated),
            })
            .collect(),
        divisions: s
            .divisions
            .iter()
            .map(|d| DivisionView {
                name: d.name.clone(),
                side: d.side,
                seat: d.seat,
                die: d.die,
                assets: d.assets,
                morale: (d.morale, d.morale_start),
            })
            .collect(),
        objectives: s
            .objectives
            .iter()
            .map(|o| (o.hex, o.points, o.holder))
            .collect(),
        withdrawal: s.pending.as_ref().map(|w| (w.stand, w.options.clone())),
    }
}

/// A stand as a person reads it in the lists and events: by its name, not its number.
fn name(s: &State, i: u16) -> String {
    s.stands
        .get(usize::from(i))
        .map_or_else(|| format!("stand #{i}"), |st| st.name.to_string())
}

/// A description of an action.
#[must_use]
pub fn describe(s: &State, a: &Action) -> String {
    match *a {
        Action::Move { stand, to } => {
            let from = s.stands[usize::from(stand)]
                .hex
                .map_or_else(String::new, State::hex_name);
            format!("move {} {from} → {}", name(s, stand), State::hex_name(to))
        }
        Action::Face { stand, facing } => {
            format!("turn {} to face {}", name(s, stand), facing.abbrev())
        }
        Action::Attack { stand, target } => {
            let (ma, md) = engagement::effects(s, usize::from(stand), usize::from(target));
            format!(
                "{} fires on {} (modifiers {ma:+} against {md:+})",
                name(s, stand),
                name(s, target)
            )
        }
        Action::Leave { stand } => format!(
            "withdraw {} off the battlefield over the {} edge (morale 0)",
            name(s, stand),
            s.edge(s.side_of(usize::from(stand))).name()
        ),
        Action::WithdrawTo { to } => match &s.pending {
            Some(w) => format!("withdraw {} to {}", name(s, w.stand), State::hex_name(to)),
            None => format!("withdraw to {}", State::hex_name(to)),
        },
        Action::Done => "end this formation's activation".into(),
    }
}

fn parse_hex(t: &str) -> Result<Hex, String> {
    let (c, r) = t
        .split_once(',')
        .ok_or_else(|| format!("{t:?} is not a hex like 3,7"))?;
    let c: i16 = c
        .trim()
        .parse()
        .map_err(|_| format!("{t:?} is not a hex like 3,7"))?;
    let r: i16 = r
        .trim()
        .parse()
        .map_err(|_| format!("{t:?} is not a hex like 3,7"))?;
    Ok(Hex::from_offset(c, r))
}

fn parse_stand(t: &str) -> Result<u16, String> {
    t.trim_start_matches('#')
        .parse()
        .map_err(|_| format!("{t:?} is not a stand number"))
}

/// Commands typed at the prompt: `move 12 3,7`, `face 12 NE`, `fire 12 30`, `done`, or JSON.
pub const HELP: &str = "move STAND C,R   face STAND N|NE|SE|S|SW|NW   fire STAND TARGET   leave STAND   withdraw-to C,R   done";

/// Parses a typed command.
///
/// # Errors
/// What is wrong with the text.
pub fn parse(text: &str) -> Result<Action, String> {
    if text.trim_start().starts_with('{') {
        return serde_json::from_str(text).map_err(|e| format!("not an action: {e}"));
    }
    let w: Vec<&str> = text.split_whitespace().collect();
    let arg = |i: usize| {
        w.get(i).copied().ok_or_else(|| {
            format!(
                "\"{}\" needs more arguments: {HELP}",
                w.first().copied().unwrap_or_default()
            )
        })
    };
    Ok(match w.first().map(|v| v.to_ascii_lowercase()).as_deref() {
        Some("move") => Action::Move {
            stand: parse_stand(arg(1)?)?,
            to: parse_hex(arg(2)?)?,
        },
        Some("face" | "turn") => {
            let f = arg(2)?.to_ascii_uppercase();
            let facing = HexDir::ALL
                .into_iter()
                .find(|d| format!("{d:?}") == f)
                .ok_or_else(|| format!("{f:?} is not a hex side (N, NE, SE, S, SW, NW)"))?;
            Action::Face {
                stand: parse_stand(arg(1)?)?,
                facing,
            }
        }
        Some("fire" | "attack") => Action::Attack {
            stand: parse_stand(arg(1)?)?,
            target: parse_stand(arg(2)?)?,
        },
        Some("leave") => Action::Leave {
            stand: parse_stand(arg(1)?)?,
        },
        Some("withdraw-to") => Action::WithdrawTo {
            to: parse_hex(arg(1)?)?,
        },
        Some("done" | "end") => Action::Done,
        _ => return Err(format!("unknown command; {HELP}")),
    })
}

/// Why an action is refused, with the rule.
#[must_use]
pub fn why(s: &State, a: &Action) -> Illegal {
    let no = |rule: &'static str, reason: &'static str| Illegal::new(rule, reason);
    let active = s.active();
    let stand_of = |i: u16| s.stands.get(usize::from(i));
    if let Some(w) = &s.pending {
        let name = stand_of(w.stand).map_or("a stand", |st| &*st.name);
        let options: Vec<String> = w.options.iter().map(|&h| State::hex_name(h)).collect();
        return Illegal::new(
            "section 13: withdrawal",
            format!(
                "{name} must withdraw first; its commander picks one of {}",
                options.join(", ")
            ),
        );
    }
    match *a {
        Action::Move { stand, .. } | Action::Face { stand, .. } | Action::Leave { stand }
            if stand_of(stand).is_none_or(|st| Some(st.division) != active || st.hex.is_none()) =>
        {
            no(
                "section 12: activation",
                "only the activated formation's stands on the map may act",
            )
        }
        Action::Move { stand, to } => {
            let st = &s.stands[usize::from(stand)];
            if st.moved {
                return no("section 13: movement", "a stand moves once an activation");
            }
            if !s.map.contains(to) {
                return Illegal::new(
                    "section 13: movement",
                    format!("{} is off the map", State::hex_name(to)),
                );
            }
            let enemy = s.side_of(usize::from(stand)).other();
            if s.has_side(to, enemy) {
                return no(
                    "section 13: movement",
                    "stands cannot move into or through enemy stands",
                );
            }
            let d = &s.divisions[usize::from(st.division)];
            if !d.assets && d.morale == 0 {
                return Illegal::new(
                    "section 9: morale",
                    format!(
                        "a division at morale 0 moves only to withdraw: each move ends nearer its \
                         own ({}) edge and no closer to any enemy stand (OPA-8)",
                        s.edge(s.side_of(usize::from(stand))).name()
                    ),
                );
            }
            let _ = movement::allowance;
            Illegal::new(
                "section 13: movement",
                format!(
                    "out of reach: 4 or 2 hexes (+1 all on a road, −1 a contour), no passing between enemies or an enemy and an obstacle (OPA-10), woods and villages off-road for foot infantry only, towns by road for vehicles, cavalry and guns, rivers by road, artillery never next to the enemy, at most {} stand{} of one division a hex (OPA-1), a large stand's rear hex (the one it comes from) with room for it (section 7)",
                    s.rules.stacking,
                    if s.rules.stacking == 1 { "" } else { "s" }
                ),
            )
        }
        Action::Leave { stand } => {
            let i = usize::from(stand);
            let st = &s.stands[i];
            if !movement::spent(s, i) {
                no(
                    "section 9: morale",
                    "only a division at morale 0 may withdraw off the battlefield",
                )
            } else if st.moved {
                no("section 13: movement", "a stand moves once an activation")
            } else {
                Illegal::new(
                    "section 9: morale",
                    format!(
                        "{} cannot reach its side's ({}) edge with this move",
                        st.name,
                        s.edge(s.side_of(i)).name()
                    ),
                )
            }
        }
        Action::Face { stand, facing } => {
            let st = &s.stands[usize::from(stand)];
            match (st.large && !st.faced && st.facing != facing, st.hex) {
                (true, Some(h)) => Illegal::new(
                    "section 7: large stands",
                    format!(
                        "{} turned to face {} would put its rear in {}, which is off the map,                          ground it cannot stand on, held by the enemy or full",
                        st.name,
                        facing.abbrev(),
                        State::hex_name(crate::state::rear_of(h, facing))
                    ),
                ),
                _ => no(
                    "OPA-2: facing",
                    "a stand turns once an activation, to another side",
                ),
            }
        }
        Action::Attack { stand, target } => {
            let Some(st) =
                stand_of(stand).filter(|st| Some(st.division) == active && st.hex.is_some())
            else {
                return no(
                    "section 12: activation",
                    "only the activated formation's stands may open fire",
                );
            };
            let Some(t) = stand_of(target).filter(|t| t.hex.is_some()) else {
                return no("section 14: combat", "no such enemy stand on the map");
            };
            if s.side_of(usize::from(stand)) == s.side_of(usize::from(target)) {
                return no("section 14: combat", "a stand fires only on enemy stands");
            }
            if st.initiated {
                return no("section 14: combat", "a stand initiates combat once a turn");
            }
            let (ha, ht) = (
                st.hex.unwrap_or(Hex::new(0, 0)),
                t.hex.unwrap_or(Hex::new(0, 0)),
            );
            if ha.distance(ht) > u16::from(st.spec.range()) {
                return Illegal::new(
                    "section 14: weapon ranges",
                    format!("{} reaches {} hexes", st.name, st.spec.range()),
                );
            }
            if !st.is_artillery() && !s.map.line_of_sight(ha, ht) {
                return no(
                    "OPA-6: line of sight",
                    "woods, built-up areas or higher ground between block the view",
                );
            }
            no(
                "section 14: combat",
                "only one stand of a hex may engage a given enemy stand in a turn (OPA-7)",
            )
        }
        Action::WithdrawTo { .. } => no(
            "section 13: withdrawal",
            "no stand is waiting for its withdrawal to be chosen",
        ),
        Action::Done => no("section 12: activation", "not this seat's activation"),
    }
}
