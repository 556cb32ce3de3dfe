//! Stand combat values (section 8: the basic value plus the table of additions) and divisional
//! morale (section 9: half the division's total, fractions rounded up).

use serde::{Deserialize, Serialize};

/// What a stand is (section 7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum StandType {
    /// A regimental-sized combat unit.
    Combat,
    /// A divisional command unit.
    DivisionCommand,
    /// A corps, army, army-group or front command unit.
    HigherCommand,
}

impl StandType {
    /// Command units: the general's quality counts only for them.
    #[must_use]
    pub fn is_command(self) -> bool {
        !matches!(self, StandType::Combat)
    }
}

/// Quality of a command unit's general.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum General {
    /// +0.
    Poor,
    /// +1.
    Average,
    /// +2.
    Good,
    /// +3.
    Exceptional,
}

/// Quality of infantry and cavalry (elite is for infantry only).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Troops {
    /// +0.
    Poor,
    /// +1.
    Conscript,
    /// +2.
    Regular,
    /// +3 (infantry only).
    Elite,
}

/// Armoured fighting vehicles a stand is equipped with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Afv {
    /// +2.
    Light,
    /// +3.
    Medium,
    /// +4.
    Heavy,
    /// +5.
    VeryHeavy,
}

/// Artillery and its weapon range (section 14).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Artillery {
    /// Anti-tank artillery: 4 hexes.
    AntiTank,
    /// Field artillery: 6 hexes.
    Field,
    /// Medium artillery: 8 hexes.
    Medium,
    /// Heavy artillery: 10 hexes.
    Heavy,
}

/// What a stand's combat value is built from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StandSpec {
    /// Combat, division command or higher command.
    pub stand: StandType,
    /// A command unit's general.
    #[serde(default)]
    pub general: Option<General>,
    /// Infantry or cavalry quality.
    #[serde(default)]
    pub troops: Option<Troops>,
    /// Cavalry rather than infantry (elite applies to infantry only).
    #[serde(default)]
    pub cavalry: bool,
    /// Has transport.
    #[serde(default)]
    pub transport: bool,
    /// Equipped with AFVs.
    #[serde(default)]
    pub afv: Option<Afv>,
    /// Artillery.
    #[serde(default)]
    pub artillery: Option<Artillery>,
}

/// The basic combat value of every stand.
pub const BASIC: u8 = 1;

impl StandSpec {
    /// The stand's combat value: 1 plus each addition that applies.
    ///
    /// # Errors
    /// A general on a combat stand, elite cavalry, or a stand with neither troops, AFVs,
    /// artillery nor a command role; the message names the field.
    pub fn combat_value(&self) -> Result<u8, String> {
        if self.general.is_some() && !self.stand.is_command() {
            return Err("general: the general's quality counts only for command units".into());
        }
        if self.cavalry && self.troops == Some(Troops::Elite) {
            return Err("troops: elite is for infantry only".into());
        }
        let general = match self.general {
            None | Some(General::Poor) => 0,
            Some(General::Average) => 1,
            Some(General::Good) => 2,
            Some(General::Exceptional) => 3,
        };
        let troops = match self.troops {
            None | Some(Troops::Poor) => 0,
            Some(Troops::Conscript) => 1,
            Some(Troops::Regular) => 2,
            Some(Troops::Elite) => 3,
        };
        let afv = match self.afv {
            None => 0,
            Some(Afv::Light) => 2,
            Some(Afv::Medium) => 3,
            Some(Afv::Heavy) => 4,
            Some(Afv::VeryHeavy) => 5,
        };
        let artillery = if self.artillery.is_some() { 2 } else { 0 };
        Ok(BASIC + general + troops + u8::from(self.transport) + afv + artillery)
    }

    /// Weapon range in hexes (section 14): infantry weapons 2, AFV weapons and anti-tank
    /// artillery 4, field 6, medium 8, heavy 10. Command stands fight with infantry weapons.
    #[must_use]
    pub fn range(&self) -> u8 {
        match (self.artillery, self.afv) {
            (Some(Artillery::Heavy), _) => 10,
            (Some(Artillery::Medium), _) => 8,
            (Some(Artillery::Field), _) => 6,
            (Some(Artillery::AntiTank), _) | (None, Some(_)) => 4,
            (None, None) => 2,
        }
    }
}

/// A division's morale: half the total combat value of its stands, fractions rounded up.
#[must_use]
pub fn divisional_morale(values: &[u8]) -> u16 {
    let total: u16 = values.iter().map(|&v| u16::from(v)).sum();
    total.div_ceil(2)
}
