//! `umpire games`: the games of a server's store, for the person who runs the server. Lists
//! and filters them, exports them as log files, and prunes finished ones past an age
//! (`umpire_server::admin`).

use clap::{Args, Subcommand};

use crate::out::outln;
use crate::Failure;

/// `umpire games`.
#[derive(Args, Debug)]
pub struct GamesArgs {
    /// The game store, as `umpire serve` was given it.
    #[arg(long, default_value = "sqlite:umpire.db", global = true)]
    pub db: String,
    /// What to do.
    #[command(subcommand)]
    pub what: GamesCmd,
}

/// Which games a command takes.
#[derive(Args, Debug, Default)]
pub struct Which {
    /// Only this rule set's games.
    #[arg(long)]
    pub ruleset: Option<String>,
    /// Only games that are over.
    #[arg(long, conflicts_with = "running")]
    pub over: bool,
    /// Only games still running.
    #[arg(long)]
    pub running: bool,
    /// Only games whose last change is at least this old (30d, 12h, 90m, 2w).
    #[arg(long)]
    pub older_than: Option<String>,
}

/// `umpire games …`.
#[derive(Subcommand, Debug)]
pub enum GamesCmd {
    /// The games, the last changed first: id, rule set, scenario, steps, over or running, and
    /// the time of the last change (UTC).
    List {
        /// Which games.
        #[command(flatten)]
        which: Which,
        /// Only these games (by id).
        ids: Vec<String>,
        /// Print a JSON array.
        #[arg(long)]
        json: bool,
    },
    /// Write games to a directory as `ID.jsonl` logs (a finished game's end line signed by the
    /// server's key, as `umpire replay --verify` checks it).
    Export {
        /// The directory.
        #[arg(long)]
        out: String,
        /// Which games.
        #[command(flatten)]
        which: Which,
        /// Only these games (by id).
        ids: Vec<String>,
        /// Replace files that exist.
        #[arg(long)]
        force: bool,
    },
    /// Delete the finished games whose last change is at least this old, with everything kept
    /// of them (a battle of a campaign that stays is kept).
    Prune {
        /// The age (30d, 12h, 90m, 2w).
        #[arg(long)]
        older_than: String,
        /// Only among these games (by id).
        ids: Vec<String>,
        /// Only list what would go.
        #[arg(long)]
        dry_run: bool,
    },
}

fn filter(which: &Which, ids: Vec<String>) -> Result<umpire_server::admin::Filter, Failure> {
    if let Some(r) = &which.ruleset {
        if !umpire_registry::IDS.iter().any(|(id, _)| id == r) {
            let ids: Vec<&str> = umpire_registry::IDS.iter().map(|(id, _)| *id).collect();
            return Err(Failure::usage(format!(
                "no rule set {r:?}; rule sets: {}",
                ids.join(", ")
            )));
        }
    }
    Ok(umpire_server::admin::Filter {
        ruleset: which.ruleset.clone(),
        over: match (which.over, which.running) {
            (true, _) => Some(true),
            (_, true) => Some(false),
            _ => None,
        },
        older_than: which
            .older_than
            .as_deref()
            .map(umpire_server::admin::parse_age)
            .transpose()
            .map_err(Failure::usage)?,
        ids,
    })
}

/// Runs `umpire games`.
///
/// # Errors
/// A bad argument, a store that cannot be opened or read, a file that cannot be written.
pub fn run(a: GamesArgs) -> Result<(), Failure> {
    use umpire_server::admin;
    match a.what {
        GamesCmd::List { which, ids, json } => {
            let games = admin::list(&a.db, &filter(&which, ids)?).map_err(Failure::input)?;
            if json {
                outln!("{}", admin::json(&games));
            } else {
                outln!("{}", admin::table(&games));
            }
        }
        GamesCmd::Export {
            out: dir,
            which,
            ids,
            force,
        } => {
            let f = filter(&which, ids.clone())?;
            // A game named that the store does not hold is a mistake, said before writing.
            if !ids.is_empty() {
                let only = admin::Filter {
                    ids: ids.clone(),
                    ..admin::Filter::default()
                };
                let known = admin::list(&a.db, &only).map_err(Failure::input)?;
                if let Some(missing) = ids.iter().find(|id| !known.iter().any(|g| g.id == **id)) {
                    return Err(Failure::input(format!("no game {missing:?} in the store")));
                }
            }
            let written = admin::export(&a.db, &f, std::path::Path::new(&dir), force)
                .map_err(Failure::input)?;
            for w in &written {
                outln!("{w}");
            }
            outln!(
                "{} game{} written to {dir}",
                written.len(),
                if written.len() == 1 { "" } else { "s" }
            );
        }
        GamesCmd::Prune {
            older_than,
            ids,
            dry_run,
        } => {
            let age = admin::parse_age(&older_than).map_err(Failure::usage)?;
            let gone = admin::prune(&a.db, age, dry_run, &ids).map_err(Failure::input)?;
            for id in &gone {
                outln!("{id}");
            }
            outln!(
                "{} finished game{} {} {older_than} or more ago",
                gone.len(),
                if gone.len() == 1 { "" } else { "s" },
                if dry_run {
                    "would go: last changed"
                } else {
                    "deleted: last changed"
                }
            );
        }
    }
    Ok(())
}
