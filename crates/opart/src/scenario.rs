//! Scenario files (TOML) and their validation into the initial state: the one place scenario
//! data is checked; every refusal names the field.

use serde::{Deserialize, Serialize};
use umpire_core::geometry::{Hex, HexDir};
use umpire_core::{Dice, ScenarioError};

use crate::combat::NationalDie;
use crate::map::{Cell, Map, Terrain};
use crate::state::{Division, Edge, Mobility, Objective, Rules, Side, Stand, State};
use crate::values::{divisional_morale, Afv, Artillery, General, StandSpec, StandType, Troops};

/// The battlefield as written in a scenario: one string per row, one letter per hex.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MapSpec {
    /// Rows of terrain letters: `.` open, `W` woods, `V` village, `B` built-up area, `~` river.
    pub terrain: Vec<String>,
    /// Rows of digits: height in contours (default all 0).
    #[serde(default)]
    pub elevation: Vec<String>,
    /// Hexes on a main road, as `[column, row]`.
    #[serde(default)]
    pub roads: Vec<[i16; 2]>,
    /// Hexes on a railway.
    #[serde(default)]
    pub rails: Vec<[i16; 2]>,
    /// Hexes with defence works.
    #[serde(default)]
    pub works: Vec<[i16; 2]>,
}

/// An objective.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ObjectiveSpec {
    /// `[column, row]`.
    pub hex: [i16; 2],
    /// Victory points (1).
    #[serde(default = "one")]
    pub points: u8,
    /// Who holds it at the start.
    #[serde(default)]
    pub holder: Option<Side>,
}

const fn one() -> u8 {
    1
}

/// A stand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct StandEntry {
    /// Label.
    pub name: String,
    /// Combat, division-command or higher-command.
    #[serde(default = "combat")]
    pub stand: StandType,
    /// A command stand's general.
    #[serde(default)]
    pub general: Option<General>,
    /// Infantry or cavalry quality.
    #[serde(default)]
    pub troops: Option<Troops>,
    /// Cavalry.
    #[serde(default)]
    pub cavalry: bool,
    /// Has transport.
    #[serde(default)]
    pub transport: bool,
    /// AFVs.
    #[serde(default)]
    pub afv: Option<Afv>,
    /// Artillery.
    #[serde(default)]
    pub artillery: Option<Artillery>,
    /// How it moves.
    pub mobility: Mobility,
    /// Starting hex `[column, row]`.
    pub at: [i16; 2],
    /// Starting facing (N, NE, SE, S, SW, NW).
    pub facing: HexDir,
    /// A large stand (section 7): it occupies `at`, where its front edge is, and the hex
    /// behind it (away from its facing); it moves and measures ranges from `at`.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub large: bool,
}

fn combat() -> StandType {
    StandType::Combat
}

/// A division or asset group.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DivisionSpec {
    /// Name.
    pub name: String,
    /// Side.
    pub side: Side,
    /// Seat (default: the side's first seat, `axis` or `soviet`).
    #[serde(default)]
    pub seat: Option<String>,
    /// National die: d12 for Germans, d10 for Soviets and Axis allies.
    pub die: NationalDie,
    /// An asset group under a higher-level command.
    #[serde(default)]
    pub assets: bool,
    /// Its stands, its command stand among them.
    pub stands: Vec<StandEntry>,
}

/// A scenario file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// `"opart"` (optional; `umpire check` reads it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ruleset: Option<String>,
    /// Short name.
    pub name: String,
    /// Title.
    pub title: String,
    /// Where the data comes from.
    #[serde(default)]
    pub sources: String,
    /// Rules and house values.
    #[serde(default)]
    pub rules: Rules,
    /// The battlefield.
    pub map: MapSpec,
    /// Objectives.
    #[serde(default)]
    pub objectives: Vec<ObjectiveSpec>,
    /// Divisions and asset groups.
    pub divisions: Vec<DivisionSpec>,
    /// The edge each side withdraws over (section 9); when left out, the edge nearest the
    /// middle of the side's stands at the start (UMP-OPA-11).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub edges: Option<EdgesSpec>,
}

/// Each side's own edge of the map.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct EdgesSpec {
    /// The Axis's edge.
    pub axis: Edge,
    /// The Soviets' edge.
    pub soviet: Edge,
}

/// The edge nearest the middle of `side`'s stands (UMP-OPA-11); ties go to the first of
/// north, south, west, east.
fn nearest_edge(stands: &[Stand], divisions: &[Division], map: &Map, side: Side) -> Edge {
    let (mut sc, mut sr, mut n) = (0i64, 0i64, 0i64);
    for st in stands {
        if divisions[usize::from(st.division)].side != side {
            continue;
        }
        if let Some(h) = st.hex {
            let (c, r) = h.to_offset();
            sc += i64::from(c);
            sr += i64::from(r);
            n += 1;
        }
    }
    let n = n.max(1);
    // Twice the distances, in whole numbers: from the middle (sc/n, sr/n) to each edge.
    let (w, h) = (i64::from(map.width) - 1, i64::from(map.height) - 1);
    let away = |e: Edge| match e {
        Edge::North => sr,
        Edge::South => h * n - sr,
        Edge::West => sc,
        Edge::East => w * n - sc,
    };
    Edge::ALL
        .into_iter()
        .min_by_key(|&e| away(e))
        .unwrap_or(Edge::North)
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::Axis => "Axis",
        Side::Soviet => "Soviet",
    }
}

impl Scenario {
    /// Parses TOML.
    ///
    /// # Errors
    /// The parser's message with its line.
    pub fn from_toml(text: &str) -> Result<Self, ScenarioError> {
        toml::from_str(text)
            .map_err(|e| ScenarioError::parse(text, e.span().map(|s| s.start), e.message()))
    }
}

fn err(field: impl Into<String>, reason: impl Into<String>) -> ScenarioError {
    ScenarioError::new(field, reason)
}

fn build_map(m: &MapSpec) -> Result<Map, ScenarioError> {
    let height = m.terrain.len();
    let width = m.terrain.first().map_or(0, |r| r.chars().count());
    // Section 5's minimum is 9 × 12 either way round (UMP-OPA-12).
    let (short, long) = (width.min(height), width.max(height));
    if short < 9 || long < 12 || width > 40 || height > 40 {
        return Err(err(
            "map.terrain",
            "the battlefield is at least 9 × 12 hexes, either way round (and at most 40 × 40)",
        ));
    }
    let mut cells = Vec::with_capacity(width * height);
    for (r, row) in m.terrain.iter().enumerate() {
        if row.chars().count() != width {
            return Err(err(
                format!("map.terrain[{r}]"),
                format!("every row has {width} hexes"),
            ));
        }
        for (c, ch) in row.chars().enumerate() {
            let terrain = Terrain::from_letter(ch).ok_or_else(|| {
                err(
                    format!("map.terrain[{r}]"),
                    format!("{ch:?} at column {c} is not one of . W V B ~"),
                )
            })?;
            cells.push(Cell {
                terrain,
                ..Cell::default()
            });
        }
    }
    if !m.elevation.is_empty() && m.elevation.len() != height {
        return Err(err(
            "map.elevation",
            format!("{height} rows, like map.terrain"),
        ));
    }
    for (r, row) in m.elevation.iter().enumerate() {
        let digits: Vec<u32> = row.chars().filter_map(|c| c.to_digit(10)).collect();
        if digits.len() != width || row.chars().count() != width {
            return Err(err(
                format!("map.elevation[{r}]"),
                format!("{width} digits"),
            ));
        }
        for (c, d) in digits.into_iter().enumerate() {
            cells[r * width + c].elevation = u8::try_from(d).unwrap_or(0);
        }
    }
    let (w, h) = (
        i16::try_from(width).unwrap_or(0),
        i16::try_from(height).unwrap_or(0),
    );
    let mut map = Map {
        width: w,
        height: h,
        cells,
    };
    for (field, list) in [
        ("map.roads", &m.roads),
        ("map.rails", &m.rails),
        ("map.works", &m.works),
    ] {
        for (k, &[c, r]) in list.iter().enumerate() {
            if c < 0 || r < 0 || c >= w || r >= h {
                return Err(err(
                    format!("{field}[{k}]"),
                    format!("[{c}, {r}] is off the map"),
                ));
            }
            let cell = &mut map.cells[r as usize * width + c as usize];
            match field {
                "map.roads" => cell.road = true,
                "map.rails" => cell.rail = true,
                _ => cell.works = true,
            }
        }
    }
    Ok(map)
}

fn seat_of(d: &DivisionSpec, i: usize) -> Result<u8, ScenarioError> {
    let name = d.seat.clone().unwrap_or_else(|| match d.side {
        Side::Axis => "axis".into(),
        Side::Soviet => "soviet".into(),
    });
    let seat = crate::SEATS
        .iter()
        .position(|s| *s == name)
        .ok_or_else(|| {
            err(
                format!("divisions[{i}].seat"),
                format!("{name:?} is not one of {}", crate::SEATS.join(", ")),
            )
        })?;
    let seat_side = if seat % 2 == 0 {
        Side::Axis
    } else {
        Side::Soviet
    };
    if seat_side != d.side {
        return Err(err(
            format!("divisions[{i}].seat"),
            format!("{name} is a seat of the other side"),
        ));
    }
    Ok(u8::try_from(seat).unwrap_or(0))
}

fn stand_of(e: &StandEntry, field: &str, division: u8, map: &Map) -> Result<Stand, ScenarioError> {
    let spec = StandSpec {
        stand: e.stand,
        general: e.general,
        troops: e.troops,
        cavalry: e.cavalry,
        transport: e.transport,
        afv: e.afv,
        artillery: e.artillery,
    };
    let value = spec.combat_value().map_err(|m| {
        let (f, why) = m.split_once(':').unwrap_or(("stand", m.as_str()));
        err(format!("{field}.{f}"), why.trim().to_owned())
    })?;
    let hex = Hex::from_offset(e.at[0], e.at[1]);
    if !map.contains(hex) {
        return Err(err(
            format!("{field}.at"),
            format!("{:?} is off the map", e.at),
        ));
    }
    Ok(Stand {
        name: e.name.as_str().into(),
        division,
        spec,
        mobility: e.mobility,
        value,
        hex: Some(hex),
        facing: e.facing,
        moved: false,
        faced: false,
        initiated: false,
        left: false,
        large: e.large,
    })
}

/// Validates a scenario into the initial state and deals the first turn's activation deck.
///
/// The largest victory-point handicap a scenario may give either side (UMP-OPA-15).
pub const MOST_HANDICAP: i16 = 100;

/// # Errors
/// The first invalid field and why.
pub fn build(sc: &Scenario, dice: &mut Dice) -> Result<State, ScenarioError> {
    if let Some(id) = sc.ruleset.as_deref().filter(|id| *id != "opart") {
        return Err(err(
            "ruleset",
            format!("this is a {id} scenario, not an opart one"),
        ));
    }
    let r = &sc.rules;
    if r.turns == 0 || r.turns > 48 {
        return Err(err("rules.turns", "must be 1 to 48"));
    }
    if !(1..=6).contains(&r.stacking) {
        return Err(err("rules.stacking", "must be 1 to 6"));
    }
    if !(-MOST_HANDICAP..=MOST_HANDICAP).contains(&r.handicap) {
        return Err(err(
            "rules.handicap",
            format!("must be -{MOST_HANDICAP} to {MOST_HANDICAP} objective points"),
        ));
    }
    if let Some(bad) = r
        .owner_choices
        .iter()
        .find(|c| !crate::SEATS.contains(&c.as_str()))
    {
        return Err(err(
            "rules.owner_choices",
            format!("{bad:?} is not a seat; seats: {}", crate::SEATS.join(", ")),
        ));
    }
    let map = build_map(&sc.map)?;
    if sc.divisions.is_empty() || sc.divisions.len() > 60 {
        return Err(err("divisions", "one to sixty divisions and asset groups"));
    }
    let mut stands = Vec::new();
    let mut divisions = Vec::new();
    for (i, d) in sc.divisions.iter().enumerate() {
        let field = format!("divisions[{i}]");
        let di = u8::try_from(i).unwrap_or(0);
        let first = stands.len();
        for (k, e) in d.stands.iter().enumerate() {
            stands.push(stand_of(e, &format!("{field}.stands[{k}]"), di, &map)?);
        }
        let want = if d.assets {
            StandType::HigherCommand
        } else {
            StandType::DivisionCommand
        };
        let commands: Vec<usize> = (first..stands.len())
            .filter(|&s| stands[s].spec.stand == want)
            .collect();
        if commands.len() != 1
            || (first..stands.len())
                .any(|s| stands[s].spec.stand.is_command() && stands[s].spec.stand != want)
        {
            return Err(err(
                format!("{field}.stands"),
                format!(
                    "a {} has exactly one {} stand",
                    if d.assets {
                        "group of assets"
                    } else {
                        "division"
                    },
                    if d.assets {
                        "higher-command"
                    } else {
                        "division-command"
                    }
                ),
            ));
        }
        let values: Vec<u8> = stands[first..].iter().map(|s| s.value).collect();
        let morale = if d.assets {
            0
        } else {
            divisional_morale(&values)
        };
        divisions.push(Division {
            name: d.name.clone(),
            side: d.side,
            seat: seat_of(d, i)?,
            die: d.die,
            assets: d.assets,
            command: commands[0],
            morale_start: morale,
            morale,
        });
    }
    for side in [Side::Axis, Side::Soviet] {
        if !divisions.iter().any(|d| d.side == side && !d.assets) {
            return Err(err(
                "divisions",
                format!("the {} side needs at least one division", side_name(side)),
            ));
        }
    }
    check_stacking(&stands, &map, r.stacking)?;
    let mut objectives = Vec::new();
    for (k, o) in sc.objectives.iter().enumerate() {
        let hex = Hex::from_offset(o.hex[0], o.hex[1]);
        if !map.contains(hex) {
            return Err(err(
                format!("objectives[{k}].hex"),
                format!("{},{} is off the map", o.hex[0], o.hex[1]),
            ));
        }
        objectives.push(Objective {
            hex,
            points: o.points,
            holder: o.holder,
        });
    }
    let edges = match sc.edges {
        Some(e) => [e.axis, e.soviet],
        None => {
            [Side::Axis, Side::Soviet].map(|side| nearest_edge(&stands, &divisions, &map, side))
        }
    };
    let mut s = State {
        rules: r.clone(),
        map: std::sync::Arc::new(map),
        stands,
        divisions,
        objectives,
        edges,
        turn: 0,
        deck: Vec::new(),
        drawn: 0,
        engaged: Vec::new(),
        pending: None,
        collapsed: None,
        over: false,
        actions: 0,
    };
    // A large stand's rear hex: on the map, ground it may stand on (stacking is checked above).
    for i in 0..s.stands.len() {
        let (Some(h), true) = (s.stands[i].hex, s.stands[i].large) else {
            continue;
        };
        if !s.rear_fits(i, h, s.stands[i].facing) {
            let rear = crate::state::rear_of(h, s.stands[i].facing);
            return Err(err(
                "divisions[].stands[].large",
                format!(
                    "{}'s rear hex {} (behind it, away from its facing) is off the map or ground it cannot stand on (section 7)",
                    s.stands[i].name,
                    State::hex_name(rear)
                ),
            ));
        }
    }
    crate::activation::start_turn(&mut s, dice);
    Ok(s)
}

fn check_stacking(stands: &[Stand], map: &Map, limit: u8) -> Result<(), ScenarioError> {
    for h in map.hexes() {
        let here: Vec<&Stand> = stands.iter().filter(|s| s.occupies(h)).collect();
        if here.len() > usize::from(limit) {
            return Err(err(
                "divisions[].stands[].at",
                format!(
                    "{} stands in hex {}: at most {limit} (OPA-1)",
                    here.len(),
                    State::hex_name(h)
                ),
            ));
        }
        if here.windows(2).any(|w| w[0].division != w[1].division) {
            return Err(err(
                "divisions[].stands[].at",
                format!(
                    "hex {} mixes divisions: a hex holds one division's stands (OPA-1)",
                    State::hex_name(h)
                ),
            ));
        }
    }
    Ok(())
}

/// Stands that parse and play but are probably not what the designer meant, one line each:
/// a tracked stand with neither AFVs nor artillery (infantry is on foot or motorised), AFVs
/// on foot or horse, and a combat stand with no troops, AFVs or artillery to fight with.
#[must_use]
pub fn warnings(sc: &Scenario) -> Vec<String> {
    let mut out = Vec::new();
    for d in &sc.divisions {
        for s in &d.stands {
            let who = format!("{} of {}", s.name, d.name);
            if s.mobility == Mobility::Tracked && s.afv.is_none() && s.artillery.is_none() {
                out.push(format!(
                    "{who} moves as tracked but has no AFVs or artillery: tanks and tracked guns are tracked, infantry is foot or motorised"
                ));
            }
            if s.afv.is_some()
                && matches!(
                    s.mobility,
                    Mobility::Foot | Mobility::HorseDrawn | Mobility::Mounted
                )
            {
                out.push(format!(
                    "{who} has AFVs but moves on foot or by horse: AFVs are tracked or motorised"
                ));
            }
            if s.stand == StandType::Combat
                && s.troops.is_none()
                && s.afv.is_none()
                && s.artillery.is_none()
            {
                out.push(format!(
                    "{who} is a combat stand with no troops, AFVs or artillery: it has nothing to fight with"
                ));
            }
        }
    }
    out
}
