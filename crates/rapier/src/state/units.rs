//! The units of a Rapier game: which side, which kind of counter (with what each kind may do),
//! where a unit is, and the unit itself with its labels.

use super::*;

/// Which side a unit is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Side {
    /// The attacking corps.
    Attacker,
    /// The umpire's division.
    Defender,
}

impl Side {
    /// The other side.
    #[must_use]
    pub fn other(self) -> Self {
        match self {
            Side::Attacker => Side::Defender,
            Side::Defender => Side::Attacker,
        }
    }

    /// Index for per-side arrays.
    #[must_use]
    pub fn idx(self) -> usize {
        self as usize
    }
}

/// Unit and counter kinds.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// Headquarters.
    Hq,
    /// Infantry (rifles or SMG), on foot or motorised.
    Infantry,
    /// Engineers.
    Engineer,
    /// Cavalry (mounted infantry).
    Cavalry,
    /// Anti-tank guns.
    AntiTank,
    /// Mortars (a battery).
    Mortar,
    /// Artillery (a battery).
    Artillery,
    /// Rocket launchers (a battery).
    Rockets,
    /// Tanks.
    Tank,
    /// Reconnaissance (armoured cars, light tanks).
    Recce,
    /// Trenches, wire and pillboxes (defender only).
    Fortification,
    /// A minefield (defender only).
    Minefield,
    /// Specialist wire (optional fortification variation; defender only).
    Wire,
    /// Anti-tank obstacles (optional fortification variation; defender only).
    AtObstacle,
    /// A dummy counter (defender only).
    Dummy,
}

impl Kind {
    /// Every kind, for parsing and listings.
    pub const ALL: [Kind; 15] = [
        Kind::Hq,
        Kind::Infantry,
        Kind::Engineer,
        Kind::Cavalry,
        Kind::AntiTank,
        Kind::Mortar,
        Kind::Artillery,
        Kind::Rockets,
        Kind::Tank,
        Kind::Recce,
        Kind::Fortification,
        Kind::Minefield,
        Kind::Wire,
        Kind::AtObstacle,
        Kind::Dummy,
    ];

    /// The name used in scenario files and on the command line.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Kind::Hq => "hq",
            Kind::Infantry => "infantry",
            Kind::Engineer => "engineer",
            Kind::Cavalry => "cavalry",
            Kind::AntiTank => "anti-tank",
            Kind::Mortar => "mortar",
            Kind::Artillery => "artillery",
            Kind::Rockets => "rockets",
            Kind::Tank => "tank",
            Kind::Recce => "recce",
            Kind::Fortification => "fortification",
            Kind::Minefield => "minefield",
            Kind::Wire => "wire",
            Kind::AtObstacle => "at-obstacle",
            Kind::Dummy => "dummy",
        }
    }

    /// Counters that never move: fortifications, minefields, wire, anti-tank obstacles.
    #[must_use]
    pub fn is_static(self) -> bool {
        matches!(
            self,
            Kind::Fortification | Kind::Minefield | Kind::Wire | Kind::AtObstacle
        )
    }

    /// A fighting unit: anything but a static counter or a dummy.
    #[must_use]
    pub fn is_fighting(self) -> bool {
        !self.is_static() && self != Kind::Dummy
    }

    /// Batteries fire support: mortars, artillery, rockets.
    #[must_use]
    pub fn is_battery(self) -> bool {
        matches!(self, Kind::Mortar | Kind::Artillery | Kind::Rockets)
    }

    /// Guns: anti-tank guns and the batteries.
    #[must_use]
    pub fn is_gun(self) -> bool {
        self == Kind::AntiTank || self.is_battery()
    }

    /// Armour: tanks and recce.
    #[must_use]
    pub fn is_armour(self) -> bool {
        matches!(self, Kind::Tank | Kind::Recce)
    }

    /// Whether a counter of this kind makes its sector enemy-occupied (RAP-4): everything but
    /// fortifications, wire and anti-tank obstacles.
    #[must_use]
    pub fn occupies(self) -> bool {
        !matches!(self, Kind::Fortification | Kind::Wire | Kind::AtObstacle)
    }
}

/// Where a unit is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Loc {
    /// Not yet deployed.
    Undeployed,
    /// On the table.
    Table(Sector),
    /// Division reserve, off table.
    R1,
    /// Corps reserve, off table.
    R2,
    /// Left the table over the objective edge.
    Exited,
    /// Destroyed (or, for a dummy, revealed and removed).
    Gone,
}

/// Division number meaning "none" (defender units, corps reserve units not yet assigned).
pub const NO_DIV: u8 = u8::MAX;

/// One unit or counter.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Unit {
    /// Its name from the order of battle (shared with the views, which copy it often).
    pub name: std::sync::Arc<str>,
    /// Attacker or defender.
    pub side: Side,
    /// What it is.
    pub kind: Kind,
    /// Assault troops (SMG, flamethrowers, German engineers): 2d6 in some columns.
    pub assault: bool,
    /// Motorised (infantry, guns); armour is always fast, horse-drawn guns are not.
    pub motorised: bool,
    /// Mounted engineers (engineer cavalry): they move and, under the moving-targets rule, are
    /// hit as cavalry, and keep the engineers' minefield immunity and mine clearing.
    #[serde(default)]
    pub mounted: bool,
    /// A division asset, which may also move left and right within the frontage.
    pub asset: bool,
    /// The attacking division it belongs to, or [`NO_DIV`].
    pub division: u8,
    /// Where it is.
    pub loc: Loc,
    /// The axis of attack (attackers, once on the table).
    pub axis: i8,
    /// Defender: its counter number (random, so it tells nothing).
    pub counter: u8,
    /// Defender: still a face-down counter.
    pub face_down: bool,
    /// Defender: examined by the attacker's reconnaissance (RAP-2) while face-down.
    pub scouted: bool,
    /// The turn it was revealed (0 = never).
    pub revealed_turn: u8,
    /// Moved this turn (moving targets; one move a phase).
    pub moved: bool,
    /// Sectors entered this turn (a move that stops at counters may go on, UMP-RAP-3).
    pub steps: u8,
    /// May go on moving: its move stopped at face-down counters that proved to be no enemy.
    pub go_on: bool,
    /// May still exit over the far edge this move: it reached the last line with allowance
    /// left (RAP-11, the exit being a step of the move).
    #[serde(default)]
    pub may_exit: bool,
    /// The sector it last came from (withdrawal goes back there, RAP-6).
    pub came_from: Option<Sector>,
    /// Where it stood at the start of the turn (minefield clearing).
    pub start: Loc,
    /// Fired support this turn.
    pub fired: bool,
    /// Rolled 2d6 as assault troops in the current combat round.
    pub two_dice: bool,
    /// Counts towards the break-through denominator (RAP-11).
    pub breakthrough: bool,
    /// Released by the corps commander to move out of R1/R2 this turn (RAP-14).
    pub permitted: bool,
}

impl Unit {
    /// The sector, if on the table.
    #[must_use]
    pub fn sector(&self) -> Option<Sector> {
        match self.loc {
            Loc::Table(s) => Some(s),
            _ => None,
        }
    }

    /// Alive: on the table, in reserve, or not yet deployed.
    #[must_use]
    pub fn alive(&self) -> bool {
        !matches!(self.loc, Loc::Exited | Loc::Gone)
    }

    /// Whether the unit may still be given a move this phase: not moved yet (or free to go
    /// on, UMP-RAP-3), not a static counter, and on the table or released from reserve.
    #[must_use]
    pub fn may_move(&self) -> bool {
        if (self.moved && !self.go_on && !self.may_exit) || self.kind.is_static() {
            return false;
        }
        match self.loc {
            Loc::Table(_) => true,
            Loc::R1 => self.side == Side::Attacker && self.permitted,
            Loc::R2 => self.permitted,
            _ => false,
        }
    }

    /// Whether this is an attacking unit in reserve that the corps commander has not yet
    /// permitted to move (RAP-14).
    #[must_use]
    pub fn awaits_permit(&self) -> bool {
        self.side == Side::Attacker && !self.permitted && matches!(self.loc, Loc::R1 | Loc::R2)
    }

    /// Fast movers (cavalry, motorised infantry and guns, armour): 3 sectors, 2 into contact.
    #[must_use]
    pub fn fast(&self) -> bool {
        match self.kind {
            Kind::Cavalry | Kind::Tank | Kind::Recce => true,
            Kind::Engineer => self.motorised || self.mounted,
            Kind::Infantry | Kind::AntiTank | Kind::Mortar => self.motorised,
            Kind::Artillery | Kind::Rockets => self.motorised,
            _ => false,
        }
    }

    /// Vehicles for terrain: armour, motorised infantry and all guns.
    #[must_use]
    pub fn vehicle(&self) -> bool {
        self.kind.is_armour()
            || self.kind.is_gun()
            || (self.motorised && matches!(self.kind, Kind::Infantry | Kind::Engineer))
    }

    /// A display label: kind, assault and motorised flags ("assault mot. infantry").
    #[must_use]
    pub fn label(&self) -> &'static str {
        self.label_as(self.kind)
    }

    /// The label the unit would have as a `kind` (what a map plotted earlier shows).
    #[must_use]
    pub fn label_as(&self, kind: Kind) -> &'static str {
        label_of(kind, self.traits())
    }

    /// What its label says besides its kind, as bits: 1 motorised, 2 assault, 4 mounted.
    #[must_use]
    pub fn traits(&self) -> u8 {
        u8::from(self.motorised) | u8::from(self.assault) << 1 | u8::from(self.mounted) << 2
    }
}

/// The label of a unit of `kind` with [`Unit::traits`] `traits`: kind, assault and motorised
/// flags ("assault mot. infantry"; mounted engineers are "engineer cavalry").
#[must_use]
pub fn label_of(kind: Kind, traits: u8) -> &'static str {
    // Every combination is spelled once, so views and narration need not build strings.
    static LABELS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    let labels = LABELS.get_or_init(|| {
        let mut all = Vec::with_capacity(Kind::ALL.len() * 8);
        for kind in Kind::ALL {
            for flags in 0..8 {
                let mut s = String::new();
                if flags & 2 != 0 {
                    s.push_str("assault ");
                }
                if flags & 1 != 0 {
                    s.push_str("mot. ");
                }
                s.push_str(kind.name());
                if flags & 4 != 0 {
                    s.push_str(" cavalry");
                }
                all.push(s);
            }
        }
        all
    });
    let (motorised, assault, mounted) = (traits & 1 != 0, traits & 2 != 0, traits & 4 != 0);
    let flags = usize::from(mounted && kind == Kind::Engineer) * 4
        + usize::from(assault) * 2
        + usize::from(motorised && !kind.is_armour());
    // `Kind::ALL` lists the kinds in their declared order (a test pins it).
    &labels[kind as usize * 8 + flags]
}

#[cfg(test)]
mod tests {
    use super::Kind;

    /// `Unit::label_as` finds a kind's labels by its number.
    #[test]
    fn kinds_are_listed_in_their_declared_order() {
        for (k, kind) in Kind::ALL.iter().enumerate() {
            assert_eq!(*kind as usize, k);
        }
    }
}
