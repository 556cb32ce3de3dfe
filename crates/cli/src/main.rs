//! `umpire`: play, simulate, replay, check and compute odds for the rule sets Umpire knows.
#![forbid(unsafe_code)]

mod balance;
mod campaign;
mod commands;
mod files;
mod games;
mod keys;
mod load;
mod napoleonic;
mod nqm;
mod out;
mod play;
mod plot;
mod race;
mod replay;
mod rulesets;
mod seal;
mod sim;
mod style;

use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};

/// mimalloc instead of the system's allocator: under `umpire serve`'s load the system's spent
/// a third of the time growing and consolidating its arenas (docs/performance.md, Libraries
/// and what they cost).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// The most games one `sim` run plays (each keeps a few bytes of result until the end).
const MAX_GAMES: u64 = 10_000_000;
/// The most dice an exact odds table rolls at once (`--stands`, `--cus`, `--lost`): the exact
/// fractions grow with the dice, and no formation on any table comes near this.
pub const MAX_DICE: u32 = 1_000;

/// A computer umpire for operational-level wargames.
#[derive(Parser, Debug)]
#[command(name = "umpire", version, about, long_about = None)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// Which scenario to use.
#[derive(Args, Debug, Clone)]
pub struct ScenarioArg {
    /// A bundled scenario's name or a scenario file (default: the rule set's first).
    #[arg(long)]
    pub scenario: Option<String>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Rule sets, seats, bot kinds and bundled scenarios.
    List,
    /// Play a game in the terminal (bots for any seats).
    Play(PlayArgs),
    /// The initial state as one seat sees it.
    Show {
        /// Rule set id.
        ruleset: String,
        #[command(flatten)]
        scenario: ScenarioArg,
        /// The seat whose view to show (default: the rule set's first seat).
        #[arg(long)]
        seat: Option<String>,
        /// Roll the set-up from this seed (default: a secret drawn by the engine, so the view
        /// tells nothing about any game).
        #[arg(long)]
        seed: Option<u64>,
        /// Print the view as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Simulate many games with bots; `umpire sim merge FILES` adds up the shards of one run.
    Sim(SimCommand),
    /// Each side's results on a scenario with their intervals, and the change of one of its
    /// balance knobs (turns, a victory threshold) that brings the decided games nearest even.
    Balance(BalanceArgs),
    /// A quick Napoleonic or Operational Art battle: the same forces a side on mirrored ground
    /// drawn from a seed, measured between heuristic bots; its TOML on standard output (or
    /// --out).
    Quick(QuickArgs),
    /// Re-run a game log, verifying every line, action, roll and the signature. Exit 0: a
    /// finished game that verifies; 3: it verifies but is unfinished; 1: it does not verify.
    Replay(ReplayArgs),
    /// Write a new Ed25519 key pair for signing logs: FILE (secret) and FILE.pub.
    Keygen {
        /// Where to write the secret key; the public key goes to FILE.pub.
        #[arg(long)]
        out: String,
        /// Replace FILE and FILE.pub if they exist.
        #[arg(long)]
        force: bool,
    },
    /// The fields of a rule set's scenario file, with their types, defaults and meanings
    /// (Markdown, as in docs/scenarios/ID.md), or its JSON Schema.
    Fields {
        /// Rule set id.
        ruleset: String,
        /// Print the JSON Schema instead.
        #[arg(long)]
        json: bool,
    },
    /// Validate a scenario file, or a bundled scenario by name
    Check {
        /// The scenario file (TOML), or the name of a bundled scenario ('umpire list').
        file: String,
        /// Rule set id (default: the file's `ruleset` field, else rapier).
        #[arg(long)]
        ruleset: Option<String>,
    },
    /// Run a Race-for-X campaign kept in a file, over days or weeks.
    #[command(subcommand)]
    Campaign(campaign::CampaignCmd),
    /// Exact distribution of one resolution step.
    Odds(StepArgs),
    /// Roll one resolution step once and show the dice.
    Resolve(StepArgs),
    /// Serve games over HTTP: one link per seat, bots in empty seats, spectators, chat
    /// (docs/server.md). The first line printed is `listening on http://HOST:PORT`.
    Serve(ServeArgs),
    /// The games of a server's store, for the person who runs it: list and filter them,
    /// export them as log files, prune finished ones past an age.
    Games(games::GamesArgs),
}

/// `umpire serve`.
#[derive(Args, Debug)]
pub struct ServeArgs {
    /// Address to listen on; port 0 picks a free port.
    #[arg(long, default_value = "127.0.0.1:8080")]
    pub addr: String,
    /// The game store: a SQLite file (`sqlite:PATH` or a path) or `postgres://USER@HOST/DB`.
    #[arg(long, default_value = "sqlite:umpire.db")]
    pub db: String,
    /// Requests a second allowed from one address (0: no limit).
    #[arg(long, default_value_t = 50)]
    pub rate: u32,
    /// An origin (`https://club.example`) whose pages may open game sockets besides the
    /// server's own (repeatable).
    #[arg(long)]
    pub origin: Vec<String>,
    /// Accept a `seed` when a game is created (tests and table use: whoever knows the seed
    /// knows the dice, and the log says so).
    #[arg(long)]
    pub allow_seeds: bool,
    /// Seconds a game with no request and no open socket stays in memory (it is reloaded from
    /// the store when next asked for).
    #[arg(long, default_value_t = 600)]
    pub idle: u64,
    /// The most games kept in memory at once; past it the least recently used leave memory
    /// (0: no cap).
    #[arg(long, default_value_t = 2_000)]
    pub max_live_games: usize,
    /// The most games one address may create in an hour (0: no cap).
    #[arg(long, default_value_t = 60)]
    pub max_new_games: u32,
    /// Seconds a request's head may take to arrive, from the connection's opening or the
    /// head's first byte; a connection past it is closed.
    #[arg(long, default_value_t = 15)]
    pub header_timeout: u64,
    /// Seconds a keep-alive connection may wait for its next request before it is closed.
    #[arg(long, default_value_t = 75)]
    pub keepalive: u64,
    /// The most connections open at once (0: as many as the file limit allows); always kept
    /// 128 below the process's file limit, which the server raises to its hard limit and
    /// reports at start. A connection past it is closed as it opens.
    #[arg(long, default_value_t = 10_000)]
    pub max_connections: usize,
    /// The most connections open at once from one address (0: no cap); behind a reverse proxy
    /// every connection comes from the proxy's address. A connection past it is closed as it
    /// opens, and the server logs the address once a minute.
    #[arg(long, default_value_t = 256)]
    pub max_connections_per_address: usize,
    /// The most game sockets (live pages) open on one link (0: no cap); past it the link's
    /// oldest socket is closed with a frame that says why.
    #[arg(long, default_value_t = 8)]
    pub max_sockets_per_link: usize,
    /// The most game sockets open from one address (0: no cap); past it the address's oldest
    /// is closed with a frame that says why.
    #[arg(long, default_value_t = 64)]
    pub max_sockets_per_address: usize,
    /// Seconds between the pings each game socket is sent; a socket that has answered nothing
    /// for two of them is closed.
    #[arg(long, default_value_t = 20)]
    pub ping: u64,
    /// Chat messages one seat may write in a minute (0: no cap); past it, 429.
    #[arg(long, default_value_t = 20)]
    pub chat_per_seat: usize,
    /// Chat messages a game's seats may write in a minute together (0: no cap); past it, 429.
    #[arg(long, default_value_t = 60)]
    pub chat_per_game: usize,
    /// The most chat messages a game keeps (0: no cap); past it the game's chat takes no more.
    #[arg(long, default_value_t = 5_000)]
    pub chat_kept: usize,
    /// The shortest time to act, in seconds, a game may give its seats.
    #[arg(long, default_value_t = 60)]
    pub min_deadline: i64,
    /// Seconds between two looks at the turn clocks that are due.
    #[arg(long, default_value_t = 5.0)]
    pub clock_every: f64,
    /// Post notices to addresses of this machine or a private network (a club's own receiver
    /// on its network; tests).
    #[arg(long)]
    pub allow_private_hooks: bool,
    /// The server's address as players reach it (`https://club.example`), for the links in
    /// notices; unset, the address the game's maker used.
    #[arg(long)]
    pub public_url: Option<String>,
    /// An SMTP server for e-mail notices (`smtps://USER:PASSWORD@HOST`, `smtp://HOST:25`, or
    /// `smtp://…?tls=required` for STARTTLS); then a notice's address may be `mailto:…`.
    #[arg(long, requires = "smtp_from")]
    pub smtp: Option<String>,
    /// The address e-mail notices are sent from.
    #[arg(long, requires = "smtp")]
    pub smtp_from: Option<String>,
}

/// `umpire play`.
#[derive(Args, Debug)]
pub struct PlayArgs {
    /// Rule set id (not with --resume, which reads it from the log).
    #[arg(required_unless_present = "resume")]
    pub ruleset: Option<String>,
    /// The scenario.
    #[command(flatten)]
    pub scenario: ScenarioArg,
    /// Roll the dice from this seed instead of a secret drawn by the engine (tests, research,
    /// table use: anyone who knows the seed knows every die).
    #[arg(long)]
    pub seed: Option<u64>,
    /// A seat played by a person (repeatable).
    #[arg(long)]
    pub human: Vec<String>,
    /// SEAT=KIND: a seat played by a bot (repeatable; `all=KIND` for every seat).
    #[arg(long)]
    pub bot: Vec<String>,
    /// Write the game log to this file, one line per step as it is played (the dice secret
    /// waits in FILE.key until the game ends).
    #[arg(long)]
    pub log: Option<String>,
    /// Replace an existing log file.
    #[arg(long)]
    pub force: bool,
    /// Sign the finished log with this secret key (from `umpire keygen`).
    #[arg(long)]
    pub sign: Option<String>,
    /// Verify the log and continue its game from the last step, with the same seats.
    #[arg(long, conflicts_with_all = ["log", "scenario", "seed"])]
    pub resume: Option<String>,
    /// Print one JSON object with the result at the end.
    #[arg(long)]
    pub json: bool,
    /// Print no narrative for bot moves.
    #[arg(long)]
    pub quiet: bool,
}

/// `umpire replay`.
#[derive(Args, Debug)]
pub struct ReplayArgs {
    /// The log file (JSON Lines).
    pub log: String,
    /// Show the game as this seat saw it (`spectator`: what no seat kept secret).
    #[arg(long)]
    pub seat: Option<String>,
    /// Stop after this many steps.
    #[arg(long)]
    pub to: Option<usize>,
    /// Require a valid signature by the key in this public-key file (from `umpire keygen`).
    #[arg(long)]
    pub verify: Option<String>,
    /// With --seat: write that seat's record (its views, the actions and rolls it may know)
    /// to this file.
    #[arg(long)]
    pub export: Option<String>,
    /// Replace the --export file if it exists.
    #[arg(long)]
    pub force: bool,
    /// Print a JSON summary.
    #[arg(long)]
    pub json: bool,
}

/// `umpire sim`: a run, or `merge` of a run's shards.
#[derive(Args, Debug)]
#[command(args_conflicts_with_subcommands = true, subcommand_negates_reqs = true)]
pub struct SimCommand {
    /// `merge`.
    #[command(subcommand)]
    pub merge: Option<SimMerge>,
    /// A run.
    #[command(flatten)]
    pub run: SimArgs,
}

/// `umpire sim merge`.
#[derive(Subcommand, Debug)]
pub enum SimMerge {
    /// Add up the shard files of one `umpire sim` or `umpire balance` run, in any order, and
    /// print the report one machine playing every game would have printed.
    Merge(MergeArgs),
}

/// `umpire sim merge FILES`.
#[derive(Args, Debug)]
pub struct MergeArgs {
    /// The shard files, every shard of the run once.
    #[arg(required = true)]
    pub files: Vec<String>,
    /// How to report.
    #[command(flatten)]
    pub report: ReportArgs,
}

/// `umpire sim`. The rule set and the games are required but for `umpire sim merge`.
#[derive(Args, Debug)]
pub struct SimArgs {
    /// Rule set id.
    #[arg(required = true)]
    pub ruleset: Option<String>,
    /// The scenario.
    #[command(flatten)]
    pub scenario: ScenarioArg,
    /// Games to play (at most 10,000,000).
    #[arg(long, required = true, value_parser = clap::value_parser!(u64).range(1..=MAX_GAMES))]
    pub games: Option<u64>,
    /// First seed; game i uses seed + i.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The bots and the threads they play on.
    #[command(flatten)]
    pub bots: BotArgs,
    /// Which share of the games to play.
    #[command(flatten)]
    pub shard: ShardArgs,
    /// How to report.
    #[command(flatten)]
    pub report: ReportArgs,
}

/// `umpire balance`.
#[derive(Args, Debug)]
pub struct BalanceArgs {
    /// Rule set id.
    pub ruleset: String,
    /// The scenario.
    #[command(flatten)]
    pub scenario: ScenarioArg,
    /// Games for each value of the knob (and for the scenario as drawn).
    #[arg(long, default_value_t = 200, value_parser = clap::value_parser!(u64).range(1..=MAX_GAMES))]
    pub games: u64,
    /// First seed; game i of every run uses seed + i, so that runs differ only by the knob.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The bots and the threads they play on.
    #[command(flatten)]
    pub bots: BotArgs,
    /// The knob to turn (default: the rule set's first; an unknown name lists them), or `all`:
    /// each knob in turn, and one proposal across them.
    #[arg(long)]
    pub knob: Option<String>,
    /// The knob's values to try, comma-separated (default: three steps either side of the
    /// scenario's own value).
    #[arg(long, value_delimiter = ',')]
    pub values: Vec<i64>,
    /// Which share of the games to play.
    #[command(flatten)]
    pub shard: ShardArgs,
    /// How to report.
    #[command(flatten)]
    pub report: ReportArgs,
}

/// `umpire quick`.
#[derive(Args, Debug)]
pub struct QuickArgs {
    /// The rule set: napoleonic or opart.
    #[arg(long, default_value = "napoleonic")]
    pub ruleset: String,
    /// small, medium or large.
    #[arg(long, default_value = "small")]
    pub size: String,
    /// open, wooded, river or village.
    #[arg(long, default_value = "open")]
    pub ground: String,
    /// The seed the ground is drawn from (a later one is taken when it is uneven).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Write the scenario to this file.
    #[arg(long)]
    pub out: Option<String>,
    /// Replace the --out file if it exists.
    #[arg(long)]
    pub force: bool,
}

/// `--bot SEAT=KIND` and `--threads N`: who plays a simulation's games, and on how many cores.
#[derive(Args, Debug, Clone)]
pub struct BotArgs {
    /// SEAT=KIND (repeatable; `all=KIND`); seats not named are heuristic bots.
    #[arg(long)]
    pub bot: Vec<String>,
    /// Threads (default: every core).
    #[arg(long)]
    pub threads: Option<usize>,
}

/// `--shard K/N --out FILE`: one machine's share of a run too long for one.
#[derive(Args, Debug, Clone)]
pub struct ShardArgs {
    /// Play only the K-th of N equal runs of consecutive games (1 ≤ K ≤ N) and write them as a
    /// shard file for `umpire sim merge`, which adds up the N shards into the whole report.
    #[arg(long, value_name = "K/N", value_parser = umpire_sim::shard::parse_shard)]
    pub shard: Option<(usize, usize)>,
    /// Where to write the shard file (default: standard output).
    #[arg(long, value_name = "FILE", requires = "shard")]
    pub out: Option<String>,
}

/// How a report is printed.
#[derive(Args, Debug, Clone)]
pub struct ReportArgs {
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
    /// List every game: its seed, result, score and actions (`umpire play RS --seed SEED` with
    /// the same bots plays it again, step for step).
    #[arg(long)]
    pub games_list: bool,
    /// Also write the results as an SVG chart to this file.
    #[arg(long)]
    pub plot: Option<String>,
    /// Replace the --plot or --out file if it exists.
    #[arg(long)]
    pub force: bool,
}

/// `umpire odds` and `umpire resolve`.
#[derive(Args, Debug)]
pub struct StepArgs {
    /// Rule set id.
    pub ruleset: String,
    /// The resolution step. rapier: volley; opart: combat; napoleonic: musketry, mdi, losses,
    /// shot; nqm: firefight, close-assault, recce, recce-sequence, reorganise, break-test,
    /// open-fire, task, reaction; race: battle-type, battle-result, recovery (odds), vp, force,
    /// defence (resolve).
    pub step: String,
    /// Comma-separated shooting unit kinds (rapier volley).
    #[arg(long)]
    pub shooters: Option<String>,
    /// Comma-separated target unit kinds (rapier volley).
    #[arg(long)]
    pub targets: Option<String>,
    /// The side that fires: attacker or defender (the holder of the sector).
    #[arg(long)]
    pub side: Option<String>,
    /// The attacking stand's combat value (opart combat).
    #[arg(long, allow_negative_numbers = true)]
    pub attacker_cv: Option<i32>,
    /// The attacker's national die, d10 or d12 (opart combat).
    #[arg(long)]
    pub attacker_die: Option<String>,
    /// The sum of the attacker's transient effects (opart combat).
    #[arg(long, default_value_t = 0, allow_negative_numbers = true)]
    pub attacker_mod: i32,
    /// The defending stand's combat value (opart combat).
    #[arg(long, allow_negative_numbers = true)]
    pub defender_cv: Option<i32>,
    /// The defender's national die, d10 or d12 (opart combat).
    #[arg(long)]
    pub defender_die: Option<String>,
    /// The sum of the defender's transient effects (opart combat).
    #[arg(long, default_value_t = 0, allow_negative_numbers = true)]
    pub defender_mod: i32,
    /// Stands: a number (napoleonic musketry) or KIND:N,... (napoleonic losses).
    #[arg(long)]
    pub stands: Option<String>,
    /// Range in squares (napoleonic musketry, shot).
    #[arg(long)]
    pub range: Option<u8>,
    /// A Guards unit fires (napoleonic musketry).
    #[arg(long)]
    pub guards: bool,
    /// A commander is with the firing unit (napoleonic musketry).
    #[arg(long)]
    pub commander: bool,
    /// Another unit has already fired at this target this turn (napoleonic musketry).
    #[arg(long)]
    pub not_first: bool,
    /// The target is in a protected square (napoleonic musketry).
    #[arg(long)]
    pub protected: bool,
    /// The attacker's MDI card (napoleonic mdi).
    #[arg(long)]
    pub attacker: Option<String>,
    /// The defender's MDI card (napoleonic mdi).
    #[arg(long)]
    pub defender: Option<String>,
    /// Also print the equilibrium mixed strategy of the MDI game (napoleonic mdi).
    #[arg(long)]
    pub equilibrium: bool,
    /// Value the side must lose, in steps of 0.5 (napoleonic losses).
    #[arg(long)]
    pub value: Option<f64>,
    /// The gun: field, horse or howitzer (napoleonic shot).
    #[arg(long)]
    pub gun: Option<String>,
    /// Samples for sampled odds (napoleonic shot; 1 to 10,000,000).
    #[arg(long, default_value_t = 100_000, value_parser = clap::value_parser!(u32).range(1..=10_000_000))]
    pub samples: u32,
    /// The offensive action, attack or regroup (race).
    #[arg(long)]
    pub action: Option<String>,
    /// Zones advanced last campaign turn (race battle-type).
    #[arg(long, default_value_t = 0)]
    pub advanced: u8,
    /// The offensive player retreated last campaign turn (race battle-type).
    #[arg(long)]
    pub retreated: bool,
    /// Victory points of the battle (race battle-result).
    #[arg(long, allow_negative_numbers = true)]
    pub vp: Option<i32>,
    /// A battle result: retreat, no-advance, advance-1, advance-2 (race recovery).
    #[arg(long)]
    pub result: Option<String>,
    /// Stands lost (race recovery, vp; at most 1,000).
    #[arg(long, value_parser = clap::value_parser!(u32).range(..=i64::from(MAX_DICE)))]
    pub lost: Option<u32>,
    /// Campaign size: small, medium, large, huge (race vp).
    #[arg(long)]
    pub size: Option<String>,
    /// Terrain objectives held, 0–2 (race vp).
    #[arg(long)]
    pub objectives: Option<u8>,
    /// Fighting stands exited (race vp).
    #[arg(long)]
    pub exited: Option<u32>,
    /// Units in the full offensive orbat (race force).
    #[arg(long)]
    pub units: Option<u32>,
    /// Campaign zone, 1–5 (race force, defence).
    #[arg(long)]
    pub zone: Option<u8>,
    /// Last campaign turn's offensive action (race force).
    #[arg(long)]
    pub last_action: Option<String>,
    /// Last campaign turn's battle result (race force).
    #[arg(long)]
    pub last_result: Option<String>,
    /// Type of battle (race defence).
    #[arg(long)]
    pub battle: Option<String>,
    /// Weapon class L, M or H (nqm firefight).
    #[arg(long)]
    pub weapon: Option<String>,
    /// Target protection: open, dug-in or fort (nqm firefight).
    #[arg(long)]
    pub target: Option<String>,
    /// Combat units of fire expended (nqm firefight; at most 1,000).
    #[arg(long, value_parser = clap::value_parser!(u32).range(..=i64::from(MAX_DICE)))]
    pub cus: Option<u32>,
    /// Shifts: ambush at effective or firefight at contact range 1, ambush at contact 2 (nqm
    /// firefight).
    #[arg(long, default_value_t = 0)]
    pub shifts: u32,
    /// The recce's grade (nqm recce).
    #[arg(long)]
    pub recce: Option<String>,
    /// Casualty markers to reorganise (nqm reorganise).
    #[arg(long)]
    pub casualties: Option<u32>,
    /// Troop grade E, V, R, C or M (nqm break-test, open-fire).
    #[arg(long)]
    pub grade: Option<String>,
    /// Green troops in their first battle (nqm break-test).
    #[arg(long)]
    pub green: bool,
    /// A task of the task-timings table (nqm task).
    #[arg(long)]
    pub task: Option<String>,
    /// Level of command the news starts under: division, corps, army (nqm reaction).
    #[arg(long)]
    pub from: Option<String>,
    /// Level of command that decides: corps, army, army-group (nqm reaction).
    #[arg(long)]
    pub to: Option<String>,
    /// Veteran armoured or motorised troops: reaction time halved (nqm reaction).
    #[arg(long)]
    pub veteran_mobile: bool,
    /// A general is at the point of action: no reaction time (nqm reaction).
    #[arg(long)]
    pub general: bool,
    /// What a concealed defender means to do: ambush or let-pass (nqm recce-sequence).
    #[arg(long)]
    pub intent: Option<String>,
    /// The recce ran into an area it had not recced (nqm recce-sequence).
    #[arg(long)]
    pub blundered: bool,
    /// Seed for `resolve`.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
}

/// An error for the user: a one-line reason and the exit code.
#[derive(Debug)]
pub struct Failure {
    /// 1 for rules and input errors, 2 for usage errors, 3 for a log that verifies but is
    /// unfinished.
    pub code: u8,
    /// The reason.
    pub message: String,
}

impl Failure {
    /// A rules or input error (exit 1).
    pub fn input(message: impl Into<String>) -> Self {
        Self {
            code: 1,
            message: message.into(),
        }
    }

    /// A usage error (exit 2).
    pub fn usage(message: impl Into<String>) -> Self {
        Self {
            code: 2,
            message: message.into(),
        }
    }
}

/// `umpire quick`.
fn quick(a: &QuickArgs) -> Result<(), Failure> {
    let q = umpire_registry::quick::quick(&a.ruleset, &a.size, &a.ground, a.seed)
        .map_err(|e| Failure::usage(format!("--{e}")))?;
    match &a.out {
        Some(path) => files::write_new(path, q.toml.as_bytes(), a.force, false)?,
        None => out::out!("{}", q.toml),
    }
    eprintln!(
        "{} (seed {}): between heuristic bots {} won {} of the {} decided games of {}",
        q.name,
        q.seed,
        if q.ruleset == "opart" {
            "the Axis"
        } else {
            "side A"
        },
        q.a_won,
        q.decided,
        q.games
    );
    Ok(())
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::List => commands::list(),
        Command::Play(a) => commands::play(&a),
        Command::Show {
            ruleset,
            scenario,
            seat,
            seed,
            json,
        } => rulesets::dispatch(&ruleset, |r| r.show(&scenario, seat.as_deref(), seed, json)),
        Command::Sim(SimCommand {
            merge: Some(SimMerge::Merge(m)),
            ..
        }) => commands::merge(&m),
        Command::Sim(SimCommand { run, .. }) => match (&run.ruleset, run.games) {
            (Some(id), Some(games)) => rulesets::dispatch(id, |r| r.sim(&run, games)),
            _ => Err(Failure::usage(
                "umpire sim needs a rule set and --games, or merge and shard files",
            )),
        },
        Command::Balance(a) => rulesets::dispatch(&a.ruleset.clone(), |r| r.balance(&a)),
        Command::Quick(a) => quick(&a),
        Command::Replay(a) => commands::replay(&a),
        Command::Keygen { out, force } => keys::keygen(&out, force),
        Command::Fields { ruleset, json } => rulesets::dispatch(&ruleset, |d| {
            crate::out::out!("{}", d.fields(json));
            Ok(())
        }),
        Command::Check { file, ruleset } => commands::check(&file, ruleset.as_deref()),
        Command::Campaign(c) => campaign::run(c),
        Command::Odds(a) => commands::odds(&a, false),
        Command::Resolve(a) => commands::odds(&a, true),
        Command::Games(a) => games::run(a),
        Command::Serve(a) => umpire_server::run(umpire_server::Config {
            addr: a.addr,
            db: a.db,
            allow_seeds: a.allow_seeds,
            rate: a.rate,
            origins: a.origin,
            idle_secs: a.idle,
            max_live_games: a.max_live_games,
            max_new_games: a.max_new_games,
            header_secs: a.header_timeout,
            keepalive_secs: a.keepalive,
            max_connections: a.max_connections,
            max_connections_per_address: a.max_connections_per_address,
            max_sockets_per_link: a.max_sockets_per_link,
            max_sockets_per_address: a.max_sockets_per_address,
            ping_secs: a.ping,
            chat: umpire_server::task::ChatLimits {
                per_seat_minute: a.chat_per_seat,
                per_game_minute: a.chat_per_game,
                kept: a.chat_kept,
            },
            min_deadline_secs: a.min_deadline,
            clock_secs: a.clock_every,
            allow_private_hooks: a.allow_private_hooks,
            notice_backoff: 1.0,
            public_url: a.public_url.map(|u| u.trim_end_matches('/').to_owned()),
            smtp: a.smtp.zip(a.smtp_from),
        })
        .map_err(Failure::input),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(f) => {
            eprintln!("umpire: {}", style::bad(&one_line(&f.message)));
            ExitCode::from(f.code)
        }
    }
}

/// An error message as one line: every control character (a newline or an escape sequence in a
/// file name or a pasted order) is shown escaped, so it can neither break the line nor drive
/// the terminal.
fn one_line(message: &str) -> String {
    message
        .chars()
        .map(|c| {
            if c.is_control() {
                c.escape_default().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn errors_are_one_line_with_control_characters_escaped() {
        assert_eq!(
            super::one_line("bad \"a\nb\u{1b}[31m\"\r"),
            "bad \"a\\nb\\u{1b}[31m\"\\r"
        );
        assert_eq!(super::one_line("plain — text"), "plain — text");
    }
}
