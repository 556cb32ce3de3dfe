//! `umpire campaign`: a Race-for-X campaign kept in a file the user names. The file is the
//! campaign's game log (JSON Lines): every order and every roll, so each command replays and
//! verifies it before adding to it.

use clap::Subcommand;
use umpire_core::{replay, Game, Ruleset};
use umpire_race::campaign::{Battles, Engine};
use umpire_race::{Race, SCENARIOS};

use crate::rulesets::load;
use crate::{Failure, ScenarioArg};

/// The campaign commands.
#[derive(Subcommand, Debug)]
pub enum CampaignCmd {
    /// Start a campaign in FILE.
    New {
        /// The campaign file to create.
        file: String,
        /// The campaign scenario.
        #[command(flatten)]
        scenario: ScenarioArg,
        /// Seed for every roll of the campaign.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// How battles are fought: engine or hand (on a real table).
        #[arg(long)]
        battles: Option<String>,
        /// The rule set that fights engine battles: rapier or opart.
        #[arg(long)]
        engine: Option<String>,
    },
    /// Show the campaign as a player sees it.
    Status {
        /// The campaign file.
        file: String,
        /// The player: a or b.
        #[arg(long, default_value = "a")]
        seat: String,
    },
    /// Give one order as a player: attack, regroup, field UNIT, end-field, defend FORCE,
    /// report LOST EXITED OBJECTIVES.
    Turn {
        /// The campaign file.
        file: String,
        /// The player: a or b.
        #[arg(long)]
        seat: String,
        /// The order.
        #[arg(required = true, num_args = 1..)]
        order: Vec<String>,
    },
    /// The campaign's history, turn by turn.
    Report {
        /// The campaign file.
        file: String,
    },
    /// Re-run the campaign file and verify every order and roll.
    Replay {
        /// The campaign file.
        file: String,
    },
}

fn read(file: &str) -> Result<Game<Race>, Failure> {
    let text = std::fs::read_to_string(file)
        .map_err(|e| Failure::input(format!("{file}: cannot read: {e}")))?;
    replay::<Race>(&text, None).map_err(|e| Failure::input(format!("{file}: {e}")))
}

fn write(file: &str, g: &Game<Race>) -> Result<(), Failure> {
    std::fs::write(file, g.log_text())
        .map_err(|e| Failure::input(format!("{file}: cannot write: {e}")))
}

fn seat(name: &str) -> Result<u8, Failure> {
    Race::seat_by_name(name)
        .ok_or_else(|| Failure::usage(format!("the players are a and b, not {name:?}")))
}

/// Runs a campaign command.
pub fn run(c: CampaignCmd) -> Result<(), Failure> {
    match c {
        CampaignCmd::New {
            file,
            mut scenario,
            seed,
            battles,
            engine,
        } => {
            if std::path::Path::new(&file).exists() {
                return Err(Failure::input(format!(
                    "{file} exists: a campaign file is never overwritten"
                )));
            }
            scenario
                .scenario
                .get_or_insert_with(|| SCENARIOS[0].name.to_owned());
            let (mut sc, name) = load::<Race>(&scenario)?;
            match battles.as_deref() {
                None => {}
                Some("engine") => sc.rules.battles = Battles::Engine,
                Some("hand") => sc.rules.battles = Battles::Hand,
                Some(o) => return Err(Failure::usage(format!("--battles engine|hand, not {o:?}"))),
            }
            match engine.as_deref() {
                None => {}
                Some("rapier") => sc.rules.engine = Engine::Rapier,
                Some("opart") => sc.rules.engine = Engine::Opart,
                Some(o) => return Err(Failure::usage(format!("--engine rapier|opart, not {o:?}"))),
            }
            let g = Game::<Race>::new(&sc, &name, seed, true)
                .map_err(|e| Failure::input(e.to_string()))?;
            write(&file, &g)?;
            println!("campaign {name} started in {file} (seed {seed}); both players now choose attack or regroup.");
            print!("{}", Race::render(&Race::view(g.state(), 0)));
        }
        CampaignCmd::Status { file, seat: s } => {
            let g = read(&file)?;
            print!("{}", Race::render(&Race::view(g.state(), seat(&s)?)));
            if let Some(o) = g.outcome() {
                println!("{} — {}", o.result, o.summary);
            }
        }
        CampaignCmd::Turn {
            file,
            seat: s,
            order,
        } => {
            let mut g = read(&file)?;
            let who = seat(&s)?;
            let text = order.join(" ");
            let o = Race::parse_action(g.state(), who, &text).map_err(Failure::usage)?;
            let applied = g
                .act(who, o)
                .map_err(|e| Failure::input(format!("refused: {} [{}]", e.reason, e.rule)))?;
            write(&file, &g)?;
            for e in applied.events.iter().filter(|e| e.seen_by.contains(who)) {
                println!("  {}", e.text);
            }
            print!("{}", Race::render(&Race::view(g.state(), who)));
            if let Some(o) = g.outcome() {
                println!("{} — {}", o.result, o.summary);
            }
        }
        CampaignCmd::Report { file } => {
            let g = read(&file)?;
            let s = g.state();
            println!(
                "{:>4} {:<3} {:<8} {:<19} {:>5} {:<11} {:>4} {:>9}",
                "turn", "who", "action", "battle", "VP", "result", "zone", "recovered"
            );
            for h in &s.history {
                println!(
                    "{:>4} {:<3} {:<8} {:<19} {:>5} {:<11} {:>4} {:>9}",
                    h.turn,
                    umpire_race::game::SEATS[usize::from(h.player)].to_uppercase(),
                    format!("{:?}", h.action),
                    h.battle.name(),
                    h.vp.map_or("—".to_owned(), |v| v.to_string()),
                    h.result.name(),
                    h.zone,
                    h.recovered
                );
            }
            if let Some(o) = g.outcome() {
                println!("{} — {}", o.result, o.summary);
            }
        }
        CampaignCmd::Replay { file } => {
            let g = read(&file)?;
            println!(
                "{file}: {} orders and their rolls replayed identically.",
                g.steps().len()
            );
        }
    }
    Ok(())
}
