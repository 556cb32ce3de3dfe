//! Bots. Both read only their side's view.
//!
//! The heuristic side aims each shot where the most enemy stands lie within the casualty
//! circle and none of its own near by; fires musketry at the biggest target in reach; forms
//! square when enemy cavalry comes within reach and breaks it when it has gone; charges where
//! it is clearly the stronger and otherwise closes with the nearest enemy; unlimbers guns in
//! range; supports a melee where its value tips the balance; and draws its MDI card from the
//! equilibrium mixed strategy of the card game, solved by the engine for the melee's actual
//! strengths.

use umpire_core::bot::best_index;
use umpire_core::geometry::Square;
use umpire_core::{Bot, Rng, Seat};

use crate::action::Action;
pub use crate::cards::{card_mix, draw_card, melee_payoff, melee_strengths};
use crate::cards::{on_board, value};
use crate::game::distance_halves;
use crate::mdi::Card;
use crate::scenario::{Formation, Kind};
use crate::view::{UnitView, View};
use crate::Napoleonic;

/// Bot kinds.
pub const BOT_KINDS: &[&str] = &["random", "heuristic"];

/// A bot by kind.
#[must_use]
pub fn by_name(kind: &str) -> Option<Box<dyn Bot<Napoleonic>>> {
    match kind {
        "random" => Some(Box::new(umpire_core::RandomBot)),
        "heuristic" => Some(Box::new(HeuristicBot)),
        _ => None,
    }
}

/// The heuristic side.
#[derive(Clone, Copy, Debug, Default)]
pub struct HeuristicBot;

fn centre(s: Square) -> (f64, f64) {
    (f64::from(s.x) * 4.0 + 2.0, f64::from(s.y) * 4.0 + 2.0)
}

impl Bot<Napoleonic> for HeuristicBot {
    fn choose(&mut self, _: Seat, view: Option<&View>, legal: &[Action], rng: &mut Rng) -> usize {
        let Some(v) = view else { return 0 };
        if let Some(k) = card(v, legal, rng) {
            return k;
        }
        let scores = action_scores(v, legal);
        let done = legal.iter().position(|a| *a == Action::Done).unwrap_or(0);
        let k = best_index(&scores, rng, |s| *s);
        if scores[k] > 0.0 {
            k
        } else {
            done
        }
    }

    /// The scores it chooses by, `done` scoring nothing (it is played when nothing scores
    /// more); at an MDI card, each card's weight in the mix and one more for the card drawn.
    fn scores(
        &mut self,
        _: Seat,
        view: &View,
        legal: &[Action],
        rng: &mut Rng,
    ) -> Option<Vec<f64>> {
        if let Some((mix, drawn)) = card_draw(view, legal, rng) {
            return Some(
                legal
                    .iter()
                    .map(|x| match *x {
                        Action::Mdi { card } => {
                            let k = Card::ALL.iter().position(|c| *c == card).unwrap_or(0);
                            mix.get(k).copied().unwrap_or(0.0)
                                + if card == drawn { 1.0 } else { 0.0 }
                        }
                        Action::Surrender => -1e12,
                        _ => -1.0,
                    })
                    .collect(),
            );
        }
        let mut scores = action_scores(view, legal);
        for (s, a) in scores.iter_mut().zip(legal) {
            if *a == Action::Done {
                *s = 0.0;
            }
        }
        Some(scores)
    }
}

/// At an MDI card: the card drawn from the equilibrium mix, as an index into `legal`.
fn card(v: &View, legal: &[Action], rng: &mut Rng) -> Option<usize> {
    let (_, pick) = card_draw(v, legal, rng)?;
    Some(
        legal
            .iter()
            .position(|x| *x == Action::Mdi { card: pick })
            .unwrap_or(0),
    )
}

/// At an MDI card: the side's equilibrium mix for the melee's strengths, and a card drawn from
/// it; `None` at any other decision.
fn card_draw(v: &View, legal: &[Action], rng: &mut Rng) -> Option<(Vec<f64>, Card)> {
    if !legal.iter().any(|a| matches!(a, Action::Mdi { .. })) {
        return None;
    }
    let crate::game::Phase::Cards { melee } = v.phase else {
        return None;
    };
    let (a, d) = melee_strengths(v, usize::from(melee));
    let mix = card_mix(a, d, v.side == v.attacker);
    let pick = draw_card(&mix, rng);
    Some((mix, pick))
}

/// The heuristic's score of each of `legal` (every action but `done` and the cards).
fn action_scores(v: &View, legal: &[Action]) -> Vec<f64> {
    let side = v.side;
    let enemies: Vec<&UnitView> = on_board(v).filter(|u| u.side != side).collect();
    let friends: Vec<&UnitView> = on_board(v).filter(|u| u.side == side).collect();
    let unit = |i: u16| v.units.get(usize::from(i));
    // Every battery and gun aims at the same few points, and many moves end in the same
    // squares: the stands about each aim point and the distance from each square to the
    // nearest enemy are worked out once a decision.
    let mut about_aims: Vec<([i32; 2], u32, u32)> = Vec::new();
    let mut nearest = Nearest::new(v, &enemies);
    let mut score = |a: &Action| -> f64 {
        match *a {
            Action::Shoot { battery, aim, .. } => {
                let (ax, ay) = (f64::from(aim[0]) / 10.0, f64::from(aim[1]) / 10.0);
                let (foes, own) =
                    if let Some(&(_, f, o)) = about_aims.iter().find(|(p, _, _)| *p == aim) {
                        (f, o)
                    } else {
                        let near = |u: &&&UnitView| {
                            let (cx, cy) = centre(u.square);
                            ((cx - ax).powi(2) + (cy - ay).powi(2)).sqrt() < 2.5
                        };
                        let foes: u32 = enemies.iter().filter(near).map(|u| u.stands).sum();
                        let own: u32 = friends.iter().filter(near).map(|u| u.stands).sum();
                        about_aims.push((aim, foes, own));
                        (foes, own)
                    };
                let range = unit(battery).map_or(0.0, |b| {
                    let (bx, by) = centre(b.square);
                    ((bx - ax).powi(2) + (by - ay).powi(2)).sqrt()
                });
                if own > 0 {
                    -1.0
                } else {
                    10.0 + f64::from(foes) - range / 20.0
                }
            }
            Action::Canister { target, .. } => {
                20.0 + unit(target).map_or(0.0, |u| value(&v.house, u))
            }
            Action::Volley { target, .. } => {
                10.0 + unit(target).map_or(0.0, |u| f64::from(u.stands))
            }
            Action::Hold { battery } => {
                // Hold when enemies are close in front.
                let b = unit(battery);
                let close = b.is_some_and(|b| {
                    enemies
                        .iter()
                        .any(|e| e.square.chebyshev(b.square) <= 3 && !e.kind.battery())
                });
                if close {
                    30.0
                } else {
                    -1.0
                }
            }
            Action::Unlimber { unit: i } => {
                let b = unit(i);
                let in_range = b.is_some_and(|b| {
                    enemies
                        .iter()
                        .any(|e| distance_halves(b.square, e.square) <= 20)
                });
                if in_range {
                    40.0
                } else {
                    -1.0
                }
            }
            Action::Limber { unit: i } => {
                let b = unit(i);
                let far = b.is_some_and(|b| {
                    enemies
                        .iter()
                        .all(|e| distance_halves(b.square, e.square) > 20)
                });
                if far && v.phase == crate::game::Phase::Move {
                    40.0
                } else {
                    -1.0
                }
            }
            Action::Form { unit: i, formation } => {
                let Some(u) = unit(i) else { return -1.0 };
                let cavalry_near = enemies
                    .iter()
                    .any(|e| e.kind.cavalry() && e.square.chebyshev(u.square) <= 5);
                match formation {
                    Formation::Square if cavalry_near => 50.0,
                    Formation::Line if u.formation == Formation::Square && !cavalry_near => 45.0,
                    _ => -1.0,
                }
            }
            Action::FormSquare { .. } | Action::FormSquareOfNine { .. } => {
                // Units too small to square alone close up against cavalry (8A).
                let units: &[u16] = match a {
                    Action::FormSquare { units } => units,
                    Action::FormSquareOfNine { units } => units,
                    _ => &[],
                };
                let members: Vec<_> = units.iter().filter_map(|&k| unit(k)).collect();
                let cavalry_near = members.iter().any(|u| {
                    enemies
                        .iter()
                        .any(|e| e.kind.cavalry() && e.square.chebyshev(u.square) <= 5)
                });
                if cavalry_near && members.iter().any(|u| u.stands < 4) {
                    48.0
                } else {
                    -1.0
                }
            }
            Action::Move { unit: i, to } => {
                let Some(u) = unit(i) else { return -1.0 };
                if u.kind.battery() {
                    let best = nearest.to(to);
                    return if best >= 12 {
                        5.0 - f64::from(best) / 10.0
                    } else {
                        -1.0
                    };
                }
                if u.kind == Kind::Commander {
                    // Join the strongest friendly unit.
                    let with = friends
                        .iter()
                        .filter(|f| f.square == to && f.kind != Kind::Commander)
                        .map(|f| value(&v.house, f))
                        .fold(0.0, f64::max);
                    return if with > 0.0 { 5.0 + with } else { -1.0 };
                }
                if enemies.iter().any(|e| e.square == to) {
                    let theirs: f64 = enemies
                        .iter()
                        .filter(|x| x.square.chebyshev(to) <= 1)
                        .map(|x| value(&v.house, x))
                        .sum();
                    let ours: f64 = value(&v.house, u)
                        + friends
                            .iter()
                            .filter(|f| f.index != u.index && f.square.chebyshev(to) <= 1)
                            .map(|f| value(&v.house, f))
                            .sum::<f64>();
                    return if ours >= 1.5 * theirs {
                        20.0 + ours - theirs
                    } else {
                        -1.0
                    };
                }
                let d = nearest.to(to);
                let now = nearest.to(u.square);
                if d < now && !u.moved {
                    5.0 + f64::from(now - d) / 4.0
                } else {
                    -1.0
                }
            }
            Action::Support { unit: i } => {
                if let crate::game::Phase::Supports { melee, .. } = v.phase {
                    let m = &v.melees[usize::from(melee)];
                    let sum = |s: u8| -> f64 {
                        on_board(v)
                            .filter(|u| u.side == s && u.square == m.contact)
                            .map(|u| value(&v.house, u))
                            .sum::<f64>()
                            + m.supports[usize::from(s)]
                                .iter()
                                .filter_map(|&k| unit(k))
                                .map(|u| value(&v.house, u))
                                .sum::<f64>()
                    };
                    if sum(side) <= sum(1 - side) + 1.0 {
                        return 10.0 + unit(i).map_or(0.0, |u| value(&v.house, u));
                    }
                }
                -1.0
            }
            // The heuristic never gives the game up (12 leaves surrender to the side).
            Action::Surrender => -1e12,
            _ => -1.0,
        }
    };
    legal.iter().map(&mut score).collect()
}

/// The distance (half-squares, [`distance_halves`]) from a square to the nearest enemy unit,
/// worked out for a square the first time it is asked; 0 when no enemy is on the board.
struct Nearest<'a> {
    enemies: &'a [&'a UnitView],
    width: usize,
    height: usize,
    /// By square, row-major; `u32::MAX` until worked out.
    table: Vec<u32>,
}

impl<'a> Nearest<'a> {
    fn new(v: &View, enemies: &'a [&'a UnitView]) -> Self {
        let width = usize::try_from(v.width).unwrap_or(0);
        let height = usize::try_from(v.height).unwrap_or(0);
        Nearest {
            enemies,
            width,
            height,
            table: vec![u32::MAX; width * height],
        }
    }

    fn to(&mut self, s: Square) -> u32 {
        let fresh = |s: Square| {
            self.enemies
                .iter()
                .map(|e| distance_halves(s, e.square))
                .min()
                .unwrap_or(0)
        };
        let (Ok(x), Ok(y)) = (usize::try_from(s.x), usize::try_from(s.y)) else {
            return fresh(s);
        };
        if x >= self.width || y >= self.height {
            return fresh(s);
        }
        let k = y * self.width + x;
        if self.table[k] == u32::MAX {
            self.table[k] = fresh(s);
        }
        self.table[k]
    }
}
