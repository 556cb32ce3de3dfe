//! Validation of a scenario into the initial state: the one place scenario data is checked.
//! Every refusal names the field (`defender.units[3].at`) and the reason.

use umpire_core::{Dice, ScenarioError};

use crate::scenario::{Rules, Scenario, UnitSpec};
use crate::state::{
    Division, Frontage, Kind, Loc, Phase, RandomEvent, Sector, Side, State, Unit, NO_DIV,
    UMPIRE_ONLY,
};

fn err(field: impl Into<String>, reason: impl Into<String>) -> ScenarioError {
    ScenarioError::new(field, reason)
}

fn parse_sector(rules: &Rules, text: &str, field: &str) -> Result<Sector, ScenarioError> {
    let s = State::parse_sector(text)
        .ok_or_else(|| err(field, format!("{text:?} is not a sector like \"A2-L3\"")))?;
    if !s.on_board(rules.axes as i8, rules.lines as i8) {
        return Err(err(
            field,
            format!("{text} is off the {}×{} table", rules.axes, rules.lines),
        ));
    }
    Ok(s)
}

fn check_rules(r: &Rules) -> Result<(), ScenarioError> {
    if !(1..=8).contains(&r.axes) {
        return Err(err("rules.axes", "must be 1 to 8"));
    }
    if !(3..=10).contains(&r.lines) {
        return Err(err("rules.lines", "must be 3 to 10"));
    }
    if r.turns == 0 || r.turns > 30 {
        return Err(err("rules.turns", "must be 1 to 30"));
    }
    if !(1..=50).contains(&r.stacking) {
        return Err(err("rules.stacking", "must be 1 to 50"));
    }
    let seats = <crate::Rapier as umpire_core::Ruleset>::SEATS;
    if let Some(n) = r
        .owner_choices
        .iter()
        .find(|n| !seats.contains(&n.as_str()))
    {
        return Err(err(
            "rules.owner_choices",
            format!("no seat {n:?}; the seats are {}", seats.join(", ")),
        ));
    }
    if usize::from(r.trps) > usize::from(r.axes) * usize::from(r.lines) {
        return Err(err("rules.trps", "more TRPs than sectors on the table"));
    }
    if r.trps == 0 && r.oncall_fire_missions > 0 {
        return Err(err(
            "rules.trps",
            "on-call fire missions need at least one TRP",
        ));
    }
    let v = r.victory;
    if !(v.total >= v.major && v.major >= v.minor && v.minor > 0.0 && v.total <= 100.0) {
        return Err(err("rules.victory", "need 100 ≥ total ≥ major ≥ minor > 0"));
    }
    for (i, c) in r.capture.iter().enumerate() {
        parse_sector(r, c, &format!("rules.capture[{i}]"))?;
    }
    if r.wide_front > r.axes {
        return Err(err("rules.wide_front", "more axes than the table has"));
    }
    for (i, s) in r.sectors.iter().enumerate() {
        parse_sector(r, &s.sector, &format!("rules.sectors[{i}].sector"))?;
    }
    for (i, [a, b]) in r.roads.iter().enumerate() {
        let f = format!("rules.roads[{i}]");
        let (a, b) = (parse_sector(r, a, &f)?, parse_sector(r, b, &f)?);
        if a.manhattan(b) != 1 {
            return Err(err(f, "a road joins two orthogonally adjacent sectors"));
        }
    }
    Ok(())
}

fn blank_unit(spec: &UnitSpec, name: String, side: Side, division: u8) -> Unit {
    Unit {
        name: name.into(),
        side,
        kind: spec.kind,
        assault: spec.assault,
        motorised: spec.motorised,
        mounted: spec.mounted,
        asset: spec.asset,
        division,
        loc: Loc::Undeployed,
        axis: 0,
        counter: 0,
        face_down: side == Side::Defender,
        scouted: false,
        revealed_turn: 0,
        moved: false,
        steps: 0,
        go_on: false,
        may_exit: false,
        came_from: None,
        start: Loc::Undeployed,
        fired: false,
        two_dice: false,
        breakthrough: false,
        permitted: false,
    }
}

fn expand(
    specs: &[UnitSpec],
    side: Side,
    division: u8,
    path: &str,
    rules: &Rules,
    out: &mut Vec<Unit>,
) -> Result<(), ScenarioError> {
    for (i, spec) in specs.iter().enumerate() {
        let f = || format!("{path}.units[{i}]");
        if spec.count == 0 {
            return Err(err(format!("{}.count", f()), "must be at least 1"));
        }
        let defender_only = matches!(
            spec.kind,
            Kind::Fortification | Kind::Minefield | Kind::Wire | Kind::AtObstacle | Kind::Dummy
        );
        if side == Side::Attacker && defender_only {
            return Err(err(
                format!("{}.kind", f()),
                format!("{} counters belong to the defender only", spec.kind.name()),
            ));
        }
        if spec.assault && !matches!(spec.kind, Kind::Infantry | Kind::Engineer | Kind::Cavalry) {
            return Err(err(
                format!("{}.assault", f()),
                "only infantry, engineers and cavalry can be assault troops",
            ));
        }
        if spec.mounted && spec.kind != Kind::Engineer {
            return Err(err(
                format!("{}.mounted", f()),
                "only engineers can be mounted (engineer cavalry); cavalry is mounted already",
            ));
        }
        let place = match &spec.at {
            None => Loc::Undeployed,
            Some(t) if side == Side::Attacker && t.eq_ignore_ascii_case("R1") => Loc::R1,
            Some(t) if side == Side::Attacker && t.eq_ignore_ascii_case("R2") => Loc::R2,
            Some(t) => {
                let s = parse_sector(rules, t, &format!("{}.at", f()))?;
                let ok = match side {
                    Side::Defender => s.y >= 1 && s.y <= rules.lines as i8 - 2,
                    Side::Attacker => s.y == 0,
                };
                if !ok {
                    return Err(err(
                        format!("{}.at", f()),
                        match side {
                            Side::Defender => "the defender deploys in lines L2 to L5",
                            Side::Attacker => "attackers deploy on line L1, or in R1 or R2",
                        },
                    ));
                }
                Loc::Table(s)
            }
        };
        for k in 0..spec.count {
            let mut name = String::with_capacity(spec.name.len() + 4);
            name.push_str(&spec.name);
            if spec.count > 1 {
                // Numbered without the formatting machinery: set-up runs once a game.
                name.push(' ');
                push_number(&mut name, u32::from(k) + 1);
            }
            let mut u = blank_unit(spec, name, side, division);
            u.loc = place;
            if let Loc::Table(s) = place {
                u.axis = s.x;
            }
            out.push(u);
        }
    }
    Ok(())
}

/// Appends `n` in decimal.
fn push_number(s: &mut String, n: u32) {
    if n >= 10 {
        push_number(s, n / 10);
    }
    s.push(char::from(b'0' + (n % 10) as u8));
}

fn check_stacking(units: &[Unit], rules: &Rules) -> Result<(), ScenarioError> {
    let idx = |s: Sector| s.y as usize * usize::from(rules.axes) + s.x as usize;
    let mut counts = [[0usize; crate::state::MAX_SECTORS]; 2];
    for u in units {
        if let Loc::Table(s) = u.loc {
            counts[u.side.idx()][idx(s)] += 1;
        }
    }
    for side in [Side::Attacker, Side::Defender] {
        for y in 0..rules.lines as i8 {
            for x in 0..rules.axes as i8 {
                let s = Sector::new(x, y);
                let n = counts[side.idx()][idx(s)];
                if n > rules.stacking as usize {
                    let who = if side == Side::Attacker {
                        "attacker"
                    } else {
                        "defender"
                    };
                    return Err(err(
                        format!("{who}.units[].at"),
                        format!(
                            "{n} {who} units placed in {}: the stacking limit is {} a side",
                            State::sector_name(s),
                            rules.stacking
                        ),
                    ));
                }
            }
        }
    }
    Ok(())
}

/// Validates a scenario into the set-up every game of it shares: all but the rolls; the only
/// place scenario data is checked. Each game starts from it with [`crate::sequence::start`].
///
/// # Errors
/// The first invalid field and why.
pub fn prepare(sc: &Scenario) -> Result<State, ScenarioError> {
    let r = &sc.rules;
    if let Some(id) = sc.ruleset.as_deref().filter(|id| *id != "rapier") {
        return Err(err(
            "ruleset",
            format!("this is a {id} scenario, not a rapier one"),
        ));
    }
    check_rules(r)?;
    let divs = &sc.attacker.divisions;
    if divs.is_empty() || divs.len() > 3 {
        return Err(err(
            "attacker.divisions",
            "the corps has one to three divisions",
        ));
    }
    if divs.iter().filter(|d| d.breakthrough).count() > 1 {
        return Err(err(
            "attacker.divisions[].breakthrough",
            "only one division can be the break-through division",
        ));
    }
    let total = divs
        .iter()
        .flat_map(|d| &d.units)
        .chain(&sc.defender.units)
        .map(|u| usize::from(u.count))
        .sum::<usize>();
    let mut units = Vec::with_capacity(total.min(1000));
    for (i, dv) in divs.iter().enumerate() {
        let di = u8::try_from(i).unwrap_or(0);
        if dv.units.is_empty() {
            return Err(err(
                format!("attacker.divisions[{i}].units"),
                "a division needs units",
            ));
        }
        expand(
            &dv.units,
            Side::Attacker,
            di,
            &format!("attacker.divisions[{i}]"),
            r,
            &mut units,
        )?;
    }
    let first_defender = units.len();
    if first_defender > 250 {
        return Err(err("attacker.divisions", "at most 250 attacking units"));
    }
    expand(
        &sc.defender.units,
        Side::Defender,
        NO_DIV,
        "defender",
        r,
        &mut units,
    )?;
    if units.len() == first_defender {
        return Err(err("defender.units", "the defender needs units"));
    }
    if units.len() - first_defender > 250 {
        return Err(err("defender.units", "at most 250 counters"));
    }
    let capacity = usize::from(r.axes) * usize::from(r.lines - 2) * usize::from(r.stacking);
    if units.len() - first_defender > capacity {
        return Err(err(
            "defender.units",
            format!(
                "{} counters cannot fit in lines L2–L{} at {} a sector",
                units.len() - first_defender,
                r.lines - 1,
                r.stacking
            ),
        ));
    }
    check_stacking(&units, r)?;
    let mut state = State {
        rules: r.clone(),
        divisions: divs
            .iter()
            .map(|d| Division {
                name: d.name.as_str().into(),
                frontage: None,
                in_corps_reserve: false,
                off_table: false,
                moves_left: 0,
                staff_swaps: 0,
            })
            .collect(),
        breakthrough: divs
            .iter()
            .position(|d| d.breakthrough)
            .and_then(|i| u8::try_from(i).ok()),
        units,
        phase: Phase::DefenderDeployment,
        turn: 0,
        recon_left: r.recon_attempts,
        trps: Vec::new(),
        trp_fired: Vec::new(),
        trp_this_turn: Vec::new(),
        prebattle_fm_left: r.prebattle_fire_missions,
        prebattle_fm_at: vec![0; usize::from(r.axes) * usize::from(r.lines)],
        oncall_fm_left: r.oncall_fire_missions,
        oncall_this_turn: 0,
        fog: false,
        extra_ammo: false,
        last_event: RandomEvent::None,
        defender_moves_left: 0,
        holder: vec![Side::Defender; usize::from(r.axes) * usize::from(r.lines)],
        done: umpire_core::SeatSet::NONE,
        unseen_kills: 0,
        actions: 0,
        cells: cells(r),
        plot: crate::state::Plot::default(),
        asked: r
            .owner_choices
            .iter()
            .filter_map(|n| {
                <crate::Rapier as umpire_core::Ruleset>::SEATS
                    .iter()
                    .position(|s| s == n)
            })
            .fold(umpire_core::SeatSet::NONE, |set, i| set.with(i as u8)),
        combat: None,
        free_shot: None,
        tally: crate::state::Tally::default(),
    };
    state.reindex();
    Ok(state)
}

/// A [`prepare`]d set-up with the defender's counters numbered at random.
#[must_use]
pub fn deal(prepared: &State, dice: &mut Dice) -> State {
    let mut state = prepared.clone();
    let first_defender = state.attackers().end;
    shuffle_counters(&mut state.units[first_defender..], dice);
    state
}

fn cells(r: &Rules) -> Vec<crate::state::Cell> {
    use umpire_core::geometry::Dir4;
    let w = usize::from(r.axes);
    let mut cells = vec![crate::state::Cell::default(); w * usize::from(r.lines)];
    let idx = |s: Sector| s.y as usize * w + s.x as usize;
    for t in &r.sectors {
        if let Some(s) = State::parse_sector(&t.sector) {
            cells[idx(s)].terrain = t.terrain;
            cells[idx(s)].impassable = t.impassable;
        }
    }
    for [a, b] in &r.roads {
        if let (Some(a), Some(b)) = (State::parse_sector(a), State::parse_sector(b)) {
            for (from, to) in [(a, b), (b, a)] {
                if let Some(k) = Dir4::ALL.iter().position(|&d| from.step(d) == to) {
                    cells[idx(from)].roads |= 1 << k;
                }
            }
        }
    }
    cells
}

/// Gives the defender's counters random numbers, so a counter's number says nothing of what
/// it is (the roll is the umpire's alone).
fn shuffle_counters(defenders: &mut [Unit], dice: &mut Dice) {
    let n = defenders.len();
    let mut numbers: Vec<u8> = (1..=n)
        .map(|k| u8::try_from(k).unwrap_or(u8::MAX))
        .collect();
    for i in (1..n).rev() {
        let j = dice.pick(i + 1, "shuffle counter numbers", UMPIRE_ONLY);
        numbers.swap(i, j);
    }
    for (u, k) in defenders.iter_mut().zip(numbers) {
        u.counter = k;
    }
}

/// A frontage from 1-based axes, for scenario and CLI input.
#[must_use]
pub fn frontage(first: i8, last: i8) -> Frontage {
    Frontage {
        first: first - 1,
        last: last - 1,
    }
}
