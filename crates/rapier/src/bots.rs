//! Bots for every seat. `random` is the kernel's [`umpire_core::RandomBot`]; the heuristic bot
//! here scores each legal action from the seat's view alone and takes the best (ties at random).
//!
//! The heuristic umpire deploys in depth (obstacles and infantry forward, guns behind in range,
//! the HQ deep, dummies spread over every axis), pulls threatened guns back, and shoots the
//! attacker's batteries and tanks first. The heuristic attackers name their fastest division
//! to break through and give it the centre, scout and bombard the sectors with most counters,
//! plot TRPs there, concentrate, release every reserve, push into contact only with enough
//! dice, and drive the break-through units through open sectors and off the far edge.

use umpire_core::{Bot, Rng, Seat};

use crate::action::{Action, Place, Target};
use crate::state::{seat, Kind, Loc, Sector, Side, MAX_SECTORS};
use crate::view::{UnitView, View};
use crate::Rapier;

/// Scores legal actions from the view and plays the best.
#[derive(Clone, Copy, Debug, Default)]
pub struct HeuristicBot;

/// The bot kinds a seat can be given: `random` or `heuristic`.
pub const BOT_KINDS: &[&str] = &["random", "heuristic"];

/// A bot by kind name.
#[must_use]
pub fn by_name(kind: &str) -> Option<Box<dyn Bot<Rapier>>> {
    match kind {
        "random" => Some(Box::new(umpire_core::RandomBot)),
        "heuristic" => Some(Box::new(HeuristicBot)),
        _ => None,
    }
}

impl Bot<Rapier> for HeuristicBot {
    fn decide(
        &mut self,
        decision: &umpire_core::bot::Decision<'_, Rapier>,
        legal: &[Action],
        rng: &mut Rng,
    ) -> usize {
        // A lone action needs no view: the same draw among ties as `choose` makes, without
        // building one.
        if legal.len() == 1 {
            return rng.index(1);
        }
        self.choose(decision.seat(), Some(decision.view()), legal, rng)
    }

    fn choose(
        &mut self,
        seat_: Seat,
        view: Option<&View>,
        legal: &[Action],
        rng: &mut Rng,
    ) -> usize {
        let Some(v) = view else {
            return rng.index(legal.len());
        };
        let ctx = Ctx::new(v, seat_);
        umpire_core::bot::best_index(legal, rng, |a| f64::from(ctx.score(a)))
    }

    fn scores(
        &mut self,
        seat_: Seat,
        view: &View,
        legal: &[Action],
        _rng: &mut Rng,
    ) -> Option<Vec<f64>> {
        let ctx = Ctx::new(view, seat_);
        Some(legal.iter().map(|a| f64::from(ctx.score(a))).collect())
    }
}

/// What the heuristic reads from a view, with per-sector tallies taken once a decision so
/// that scoring each legal action does not rescan the units.
struct Ctx<'a> {
    v: &'a View,
    seat: Seat,
    lines: i8,
    axes: i8,
    /// Index into `v.units` of each unit id.
    by_id: Vec<Option<usize>>,
    /// Enemy strength in each sector as the attacker sees it (see [`Ctx::enemy_here`]).
    enemy: [i32; MAX_SECTORS],
    /// Fighting units of each side in each sector.
    fighting: [[i32; MAX_SECTORS]; 2],
    /// Units and counters of each side in each sector.
    present: [[i32; MAX_SECTORS]; 2],
    /// Whether a unit of the break-through division stands in each sector.
    bt_at: [bool; MAX_SECTORS],
    /// The furthest line the break-through division has reached on each axis (see
    /// [`Ctx::bt_front`]).
    bt_front: [i8; MAX_SECTORS],
    /// The furthest line any attacking fighting unit but a battery has reached (0 for none).
    front: i8,
}

impl<'a> Ctx<'a> {
    fn new(v: &'a View, seat_: Seat) -> Self {
        let (axes, lines) = (v.size.0 as i8, v.size.1 as i8);
        let mut ctx = Self {
            v,
            seat: seat_,
            axes,
            lines,
            // A view's ids are below its count of units (the umpire's are every unit's index,
            // the other seats' their own units' indices); the table grows for any that is not.
            by_id: vec![None; v.units.len()],
            enemy: [0; MAX_SECTORS],
            fighting: [[0; MAX_SECTORS]; 2],
            present: [[0; MAX_SECTORS]; 2],
            bt_at: [false; MAX_SECTORS],
            bt_front: [0; MAX_SECTORS],
            front: 0,
        };
        for (k, u) in v.units.iter().enumerate() {
            if let Some(id) = u.id {
                let id = usize::from(id);
                if id >= ctx.by_id.len() {
                    ctx.by_id.resize(id + 1, None);
                }
                // The first unit with an id, as a search from the front would find.
                ctx.by_id[id].get_or_insert(k);
            }
            let Some((sec, c)) = u.sector().and_then(|s| Some((s, ctx.cell(s)?))) else {
                continue;
            };
            let side = u.side.idx();
            ctx.present[side][c] += 1;
            if u.side == Side::Attacker {
                if ctx.is_bt(u) {
                    ctx.bt_at[c] = true;
                    let x = sec.x as usize;
                    ctx.bt_front[x] = ctx.bt_front[x].max(sec.y);
                }
                if u.kind.is_fighting() && !u.kind.is_battery() {
                    ctx.front = ctx.front.max(sec.y);
                }
            }
            if u.kind.is_fighting() {
                ctx.fighting[side][c] += 1;
            }
            if u.side == Side::Defender && (u.kind.is_fighting() || u.kind == Kind::Minefield) {
                ctx.enemy[c] += 1;
            }
        }
        for c in &v.counters {
            if c.scouted != Some("dummy") {
                if let Some(k) = ctx.cell(c.sector) {
                    ctx.enemy[k] += 1;
                }
            }
        }
        ctx
    }

    /// The index of an on-table sector into the tallies.
    fn cell(&self, s: Sector) -> Option<usize> {
        s.on_board(self.axes, self.lines)
            .then(|| s.y as usize * self.axes as usize + s.x as usize)
    }

    fn unit(&self, id: u16) -> Option<&UnitView> {
        let k = (*self.by_id.get(usize::from(id))?)?;
        Some(&self.v.units[k])
    }

    /// Enemy strength in a sector as the attacker sees it: revealed units and counters.
    fn enemy_here(&self, sec: Sector) -> i32 {
        self.cell(sec).map_or(0, |c| self.enemy[c])
    }

    fn friends(&self, sec: Sector, side: Side) -> i32 {
        self.cell(sec).map_or(0, |c| self.fighting[side.idx()][c])
    }

    fn is_bt(&self, u: &UnitView) -> bool {
        self.v.breakthrough == Some(u.division)
    }

    fn score(&self, a: &Action) -> i32 {
        if let Action::BonusHost { host, .. } = *a {
            // The engine's rule: the defender with most dice.
            let options = self.v.bonus.as_ref().map_or(&[][..], |b| &b.options[..]);
            return options
                .iter()
                .find(|o| o.0 == host)
                .map_or(0, |o| i32::from(o.1));
        }
        if let Action::FreeShot { shooter } = *a {
            // The engine's rule: the unit with most dice against the withdrawing one.
            let options = self
                .v
                .free_shot
                .as_ref()
                .map_or(&[][..], |f| &f.options[..]);
            return options
                .iter()
                .find(|o| o.0 == shooter)
                .map_or(0, |o| i32::from(o.1));
        }
        if let Action::TakeLoss { unit } = *a {
            // The engine's rule (UMP-RAP-4): any unit the limits allow, the HQ last.
            return -i32::from(self.unit(unit).is_some_and(|u| u.kind == Kind::Hq));
        }
        if self.seat == seat::UMPIRE {
            self.umpire(a)
        } else {
            self.attacker(a)
        }
    }

    fn umpire(&self, a: &Action) -> i32 {
        match *a {
            Action::DeployCounter { unit, sector } => {
                let Some(u) = self.unit(unit) else { return 0 };
                let want = match u.kind {
                    Kind::Fortification | Kind::Minefield | Kind::Wire | Kind::AtObstacle => 1,
                    Kind::Infantry | Kind::Engineer | Kind::AntiTank | Kind::Cavalry => {
                        1 + i8::from(u.id.unwrap_or(0) % 3 == 0)
                    }
                    Kind::Mortar => 2,
                    Kind::Artillery | Kind::Rockets => 3,
                    Kind::Hq => self.lines - 2,
                    _ => 1 + (u.id.unwrap_or(0) % 4) as i8,
                };
                let crowd = self
                    .cell(sector)
                    .map_or(0, |c| self.present[0][c] + self.present[1][c]);
                let axis_load = (0..self.lines)
                    .filter_map(|y| self.cell(Sector::new(sector.x, y)))
                    .map(|c| self.present[1][c])
                    .sum::<i32>();
                -10 * i32::from((sector.y - want).abs()) - 3 * crowd - axis_load
            }
            Action::Move { unit, to } => {
                let Some(u) = self.unit(unit) else { return -1 };
                let Some(from) = u.sector() else { return -1 };
                // Attacking units in the sector or next to it.
                let threat = |s: Sector| {
                    [(0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)]
                        .iter()
                        .filter_map(|&(dx, dy)| self.cell(Sector::new(s.x + dx, s.y + dy)))
                        .map(|c| self.present[Side::Attacker.idx()][c])
                        .sum::<i32>()
                };
                if u.kind.is_gun() && threat(from) > 0 {
                    return 10 + 5 * (threat(from) - threat(to));
                }
                if u.kind == Kind::Infantry
                    && self.friends(to, Side::Attacker) > 0
                    && self.friends(to, Side::Defender) > 0
                    && threat(from) == 0
                {
                    return 3;
                }
                -1
            }
            Action::Fire {
                target: Target::Unit(t),
                ..
            }
            | Action::AirStrike {
                target: Target::Unit(t),
            } => {
                let Some(u) = self.unit(t) else { return 1 };
                10 + match u.kind {
                    k if k.is_battery() => 30,
                    Kind::Tank => 20,
                    Kind::Hq => 15,
                    k if k.is_fighting() => 5,
                    _ => 0,
                }
            }
            _ => 0,
        }
    }

    fn attacker(&self, a: &Action) -> i32 {
        match *a {
            Action::NameBreakthrough { division } => self
                .v
                .units
                .iter()
                .filter(|u| {
                    u.division == division
                        && matches!(u.kind, Kind::Tank | Kind::Recce | Kind::Cavalry)
                })
                .count() as i32,
            Action::SetFrontage {
                division,
                first,
                last,
            } => self.frontage_score(division, first, last),
            Action::HoldUnit { .. } | Action::HoldDivision { .. } | Action::KeepOffTable { .. } => {
                -100
            }
            Action::EndOrders => 50,
            Action::DeployUnit { unit, to } => {
                let u = self.unit(unit);
                match to {
                    Place::R1 => -5,
                    Place::Sector(s) => {
                        let load = self.cell(s).map_or(0, |c| self.present[0][c]);
                        let battery = u.is_some_and(|u| u.kind.is_battery());
                        10 - load + if battery { 5 } else { 0 }
                    }
                }
            }
            Action::PlotTrp { sector } => {
                // On-call fire is for the lines the break-through meets after the opening
                // bombardment: L3 and beyond on its axes.
                3 * self.enemy_here(sector)
                    + if self.on_bt_axis(sector.x) { 15 } else { 0 }
                    + if sector.y >= 2 && sector.y < self.lines - 1 {
                        10
                    } else {
                        0
                    }
            }
            Action::FireMission { sector } => {
                if self.friends(sector, Side::Attacker) > 0 {
                    return -50;
                }
                let e = self.enemy_here(sector);
                if e == 0 {
                    -1
                } else {
                    2 * e + self.strongpoint(sector)
                }
            }
            Action::AirStrike { target } | Action::Fire { target, .. } => {
                let extra = matches!(
                    a,
                    Action::Fire {
                        extra_ammo: true,
                        ..
                    }
                );
                let at = self.target_sector(target);
                self.attack_target(target)
                    + at.map_or(0, |sec| self.urgency(sec))
                    + i32::from(extra)
            }
            Action::Permit { unit, division } => {
                let bt = self.v.breakthrough == Some(division);
                let u = self.unit(unit);
                20 + if bt { 10 } else { 0 }
                    + if u.is_some_and(|u| u.division == division) {
                        5
                    } else {
                        0
                    }
            }
            Action::Release { .. } => 40,
            Action::Exit { unit } => {
                let Some(u) = self.unit(unit) else { return 0 };
                let axis = u.sector().map_or(-1, |s| s.x);
                let new_axis = !self.v.exited_axes.contains(&axis)
                    && self.v.exited_axes.len() < usize::from(self.v.wide_front);
                match (self.is_bt(u), new_axis) {
                    (_, true) => 250,
                    (true, false) => 200,
                    (false, false) => -5,
                }
            }
            Action::Move { unit, to } => self.attacker_move(unit, to),
            Action::StaffTakesOver { unit, .. } => {
                let u = self.unit(unit);
                10 - u.map_or(0, |u| {
                    i32::from(u.kind.is_armour() || u.kind.is_battery()) * 5
                })
            }
            Action::ChainOfCommand { .. } => 0,
            Action::Done => 0,
            _ => 0,
        }
    }

    fn frontage_score(&self, division: u8, first: i8, last: i8) -> i32 {
        let n = self.v.divisions.len() as i8;
        let width = last - first + 1;
        let bt = self.v.breakthrough == Some(division);
        let centre = (self.axes - 1) as f32 / 2.0;
        let mid = (first + last) as f32 / 2.0;
        let want_width = if n == 1 {
            self.axes
        } else if bt {
            self.axes - (n - 1)
        } else {
            1
        };
        let off_centre = ((mid - centre).abs() * 4.0) as i32;
        -10 * i32::from((width - want_width).abs()) - if bt { off_centre } else { -off_centre }
    }

    fn on_bt_axis(&self, x: i8) -> bool {
        self.v
            .divisions
            .get(usize::from(self.v.breakthrough.unwrap_or(0)))
            .and_then(|d| d.frontage)
            .is_some_and(|(a, b)| (a..=b).contains(&x))
    }

    /// The furthest line the break-through division has reached on axis `x` (L1 = 0).
    fn bt_front(&self, x: i8) -> i8 {
        usize::try_from(x)
            .ok()
            .and_then(|x| self.bt_front.get(x))
            .map_or(0, |&y| y)
    }

    /// How much a strongpoint is in the break-through's way: counters on its axes, on the
    /// next line first.
    fn strongpoint(&self, s: Sector) -> i32 {
        let e = self.enemy_here(s);
        if !self.on_bt_axis(s.x) {
            return 3 * e - 2 * i32::from(s.y);
        }
        let ahead = i32::from(s.y - self.bt_front(s.x));
        3 * e + 15 + if ahead >= 1 { 12 - 3 * (ahead - 1) } else { 0 }
    }

    /// How urgent fire at a sector is: a fight of the break-through division now, then the
    /// line it enters next.
    fn urgency(&self, s: Sector) -> i32 {
        let bt_here = self.cell(s).is_some_and(|c| self.bt_at[c]);
        let ahead = i32::from(s.y - self.bt_front(s.x));
        match (self.on_bt_axis(s.x), bt_here, ahead) {
            (_, true, _) => 30,
            (true, _, 1) => 15,
            (true, _, _) => 6,
            (false, _, _) if self.friends(s, Side::Attacker) > 0 => 10,
            _ => 0,
        }
    }

    fn target_sector(&self, t: Target) -> Option<Sector> {
        match t {
            Target::Counter(c) => self
                .v
                .units
                .iter()
                .find(|u| u.counter == Some(c))
                .and_then(UnitView::sector)
                .or_else(|| {
                    self.v
                        .counters
                        .iter()
                        .find(|x| x.counter == c)
                        .map(|x| x.sector)
                }),
            Target::Unit(u) => self.unit(u).and_then(UnitView::sector),
        }
    }

    fn attack_target(&self, t: Target) -> i32 {
        match t {
            Target::Counter(c) => {
                if let Some(u) = self.v.units.iter().find(|u| u.counter == Some(c)) {
                    10 + match u.kind {
                        k if k.is_battery() => 25,
                        Kind::AntiTank => 20,
                        Kind::Hq => 18,
                        k if k.is_fighting() => 10,
                        _ => 0,
                    }
                } else {
                    let scouted = self
                        .v
                        .counters
                        .iter()
                        .find(|x| x.counter == c)
                        .and_then(|x| x.scouted);
                    match scouted {
                        Some("dummy") => -5,
                        Some(_) => 22,
                        None => 8,
                    }
                }
            }
            Target::Unit(_) => 0,
        }
    }

    fn attacker_move(&self, unit: u16, to: Sector) -> i32 {
        let Some(u) = self.unit(unit) else { return -1 };
        let Some(from) = u.sector() else { return -1 };
        // Advanced victory: hold the named sectors.
        let holders = |s: Sector| self.friends(s, Side::Attacker);
        if self.v.capture.contains(&from) && holders(from) <= 2 {
            return -40;
        }
        let objective = if self.v.capture.contains(&to) && holders(to) < 2 {
            25
        } else {
            0
        };
        self.advance_score(u, from, to) + objective
    }

    fn advance_score(&self, u: &UnitView, from: Sector, to: Sector) -> i32 {
        let dy = i32::from(to.y - from.y);
        let enemy = self.enemy_here(to);
        let contested_here = self.enemy_here(from) > 0;
        if contested_here {
            // A withdrawal: only when hopelessly outnumbered.
            let mine = self.friends(from, Side::Attacker);
            return if self.enemy_here(from) > 2 * mine + 2 {
                5
            } else {
                -20
            };
        }
        if self.is_bt(u) && (u.kind.is_battery() || u.kind == Kind::Hq || u.kind == Kind::AntiTank)
        {
            // Support units of the break-through division count for victory too: they follow
            // the advance through cleared sectors, never into a fight.
            return if enemy == 0 && dy > 0 {
                10 * dy + 12
            } else {
                -10
            };
        }
        if u.kind.is_battery() {
            let front = self.front;
            return if enemy == 0 && to.y < front && dy > 0 {
                6
            } else {
                -10
            };
        }
        if u.kind == Kind::Hq {
            return if enemy == 0 && dy > 0 && self.friends(to, Side::Attacker) > 0 {
                4
            } else {
                -10
            };
        }
        let bt = self.is_bt(u);
        if dy < 0 {
            return -30;
        }
        if enemy == 0 {
            return 10 * dy + if bt { 20 } else { 5 } + i32::from(to.y == self.lines - 1) * 10;
        }
        // Into contact: go when the sector will be outnumbered.
        let mine = self.friends(to, Side::Attacker) + 1;
        let weight = if u.kind == Kind::Tank || u.kind.is_gun() && u.kind == Kind::AntiTank {
            2
        } else {
            1
        };
        let ratio = 3 * (mine + weight) - 2 * enemy;
        if bt && u.kind.is_armour() {
            return ratio - 5 + 8 * dy;
        }
        ratio + 8 * dy
    }
}

impl UnitView {
    fn sector(&self) -> Option<Sector> {
        match self.loc {
            Loc::Table(s) => Some(s),
            _ => None,
        }
    }
}
