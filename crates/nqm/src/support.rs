//! Pre-battle organisation: the three kinds of arm and the command relationships that tie
//! supporting and logistic units to teeth arms, with their effect on who may call a supporting
//! unit, how soon its fire comes, and whose chain supplies its ammunition.

/// Kinds of unit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Arm {
    /// Teeth arms: armour, infantry, cavalry.
    Teeth,
    /// Supporting arms: air, artillery, anti-aircraft, anti-tank, engineers.
    Supporting,
    /// Logistic units: transport, supply, maintenance, medical, provost.
    Logistic,
}

impl Arm {
    /// Parses `teeth`, `supporting` or `logistic`.
    ///
    /// # Errors
    /// Anything else.
    pub fn parse(t: &str) -> Result<Arm, String> {
        match t {
            "teeth" => Ok(Arm::Teeth),
            "supporting" => Ok(Arm::Supporting),
            "logistic" => Ok(Arm::Logistic),
            o => Err(format!(
                "{o:?} is not an arm: teeth, supporting or logistic"
            )),
        }
    }
}

/// How a supporting or logistic unit is tied to the teeth arm it serves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Relationship {
    /// Under command: commanded and resupplied by the commanding unit; no other unit may call
    /// on it.
    UnderCommand,
    /// In direct support: allocated to one unit alone; its fire comes in the hour asked for
    /// (at once on pre-registered targets); it may support others only on its own superior
    /// HQ's order; it draws ammunition from its own chain.
    InDirectSupport,
    /// In support: allocated to one or more units with equal call on it; its fire comes the
    /// hour after it is asked for; it supplies itself through its own chain.
    InSupport,
}

impl Relationship {
    /// Parses `under-command`, `direct-support` or `in-support`.
    ///
    /// # Errors
    /// Anything else.
    pub fn parse(t: &str) -> Result<Relationship, String> {
        match t {
            "under-command" => Ok(Relationship::UnderCommand),
            "direct-support" | "in-direct-support" => Ok(Relationship::InDirectSupport),
            "in-support" => Ok(Relationship::InSupport),
            o => Err(format!(
                "{o:?} is not a command relationship: under-command, direct-support or in-support"
            )),
        }
    }

    /// Hours between the call for fire and the fire: none under command or in direct support,
    /// one in support.
    #[must_use]
    pub fn fire_delay_hours(self) -> u32 {
        match self {
            Relationship::UnderCommand | Relationship::InDirectSupport => 0,
            Relationship::InSupport => 1,
        }
    }

    /// Whether a unit may call on the supporting unit: `allocated` is whether the caller is the
    /// commanding or supported unit (or one of those it is in support of); `ordered_by_own_hq`
    /// whether the supporting unit's own superior HQ has ordered it to help the caller, which
    /// opens a unit in direct support to others.
    #[must_use]
    pub fn may_call(self, allocated: bool, ordered_by_own_hq: bool) -> bool {
        match self {
            Relationship::UnderCommand | Relationship::InSupport => allocated,
            Relationship::InDirectSupport => allocated || ordered_by_own_hq,
        }
    }

    /// Whether the supporting unit's ammunition comes from the unit it serves (under command)
    /// rather than its own supply chain.
    #[must_use]
    pub fn resupplied_by_served_unit(self) -> bool {
        self == Relationship::UnderCommand
    }

    /// Whether a commander must pay command reaction time to use the unit for a task: units in
    /// support must first be released by the HQ that has them under command.
    #[must_use]
    pub fn needs_release(self) -> bool {
        self == Relationship::InSupport
    }
}
