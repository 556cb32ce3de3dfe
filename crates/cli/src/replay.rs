//! `umpire replay`: verify a log, show it as one seat saw it, export that seat's record.

use crate::out::{out, outln};

use serde_json::json;
use umpire_core::game::{replay_with, DiceCheck, ReplayOptions, Replayed};
use umpire_core::log::{content_hash, content_hash_v1, LogHeader, ScenarioSource, LOG_FORMAT_V1};
use umpire_core::record::{RecordEnd, RecordHeader, Recorder, Viewer};

use crate::{Failure, ReplayArgs};
use umpire_registry::Spec;

/// How a log's scenario stands to the bundled scenario whose name it gives.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Provenance {
    /// The bundled scenario as it is.
    Bundled,
    /// The bundled scenario with the choices the rules give the owners of units handed to the
    /// seats people hold (`Spec::for_people`), as a server or `play` starts a game: those seats.
    ForPeople(Vec<String>),
    /// Anything else under a bundled name.
    Modified,
}

/// Whether the log's scenario is the bundled scenario of its name, that scenario adapted to the
/// seats people hold in the log's header, or something else; `None` for a scenario that does
/// not claim to be bundled.
fn provenance<R: Spec>(h: &LogHeader) -> Option<Provenance> {
    if h.scenario_source
        .is_some_and(|s| s != ScenarioSource::Bundled)
    {
        return None;
    }
    let b = R::scenarios().iter().find(|b| b.name == h.scenario_name)?;
    let hash = |sc: &R::Scenario| -> Option<String> {
        let value = serde_json::to_value(sc).ok()?;
        Some(if h.format == LOG_FORMAT_V1 {
            content_hash_v1(&value)
        } else {
            content_hash(&value)
        })
    };
    let mut sc = R::parse_scenario(b.toml).ok()?;
    if hash(&sc)? == h.scenario_hash {
        return Some(Provenance::Bundled);
    }
    R::for_people(&mut sc, &h.seats);
    if hash(&sc)? == h.scenario_hash {
        let people = h
            .seats
            .iter()
            .filter(|(_, holder)| *holder == "human")
            .map(|(seat, _)| seat.clone())
            .collect();
        return Some(Provenance::ForPeople(people));
    }
    Some(Provenance::Modified)
}

fn to_line<T: serde::Serialize>(v: &T) -> String {
    serde_json::to_string(v).unwrap_or_default()
}

/// Replays, verifies and shows a log.
///
/// # Errors
/// A log that does not verify (exit 1), or one that verifies but is unfinished (exit 3).
pub fn replay<R: Spec>(text: &str, a: &ReplayArgs) -> Result<(), Failure> {
    let seat = a
        .seat
        .as_deref()
        .map(|name| {
            if name.eq_ignore_ascii_case("spectator") {
                return Ok(Viewer::Public);
            }
            R::seat_by_name(name).map(Viewer::Seat).ok_or_else(|| {
                Failure::usage(format!(
                    "unknown seat {name:?}; seats: {} (or spectator)",
                    R::SEATS.join(", ")
                ))
            })
        })
        .transpose()?;
    if a.export.is_some() && seat.is_none() {
        return Err(Failure::usage(
            "--export needs --seat: whose record to write",
        ));
    }
    let verify = a
        .verify
        .as_deref()
        .map(crate::keys::read_public)
        .transpose()?;
    let opts = ReplayOptions {
        to: None,
        secret: None,
        verify,
    };
    let narrate = seat.filter(|_| !a.json && a.export.is_none());
    let mut recorder = seat.map(Recorder::<R>::for_viewer);
    let mut record: Vec<String> = Vec::new();
    let r = replay_with::<R>(text, &opts, |before, game, step, applied| {
        let n = step.step;
        let Some(rec) = recorder.as_mut() else {
            return;
        };
        if n == 1 {
            record.push(to_line(&rec.setup(
                before,
                &game.header().setup_rolls,
                game.setup_events(),
            )));
        }
        let actor = R::seat_by_name(&step.seat).unwrap_or(0);
        let e = rec.step(before, game.state(), n, actor, &step.action, applied);
        if narrate.is_some() && a.to.is_none_or(|t| n <= t) {
            show(&e);
        }
        record.push(to_line(&e));
    })
    .map_err(|e| Failure::input(format!("{}: does not verify: {e}", a.log)))?;
    if let Some(path) = &a.export {
        export::<R>(
            &r,
            seat.unwrap_or(Viewer::Public),
            recorder,
            record,
            path,
            a.force,
        )?;
    }
    if let Some(s) = seat.filter(|_| !a.json && a.export.is_none()) {
        let view = match a.to {
            Some(t) => s.view::<R>(
                umpire_core::replay::<R>(text, Some(t))
                    .map_err(|e| Failure::input(format!("{}: {e}", a.log)))?
                    .state(),
            ),
            None => s.view::<R>(r.game.state()),
        };
        out!("{}", R::render(&view));
    }
    report::<R>(&r, a)
}

fn show(e: &umpire_core::record::RecordEntry) {
    outln!("{:>4} {}: {}", e.step, e.seat, e.text);
    let rolls = e
        .rolls
        .iter()
        .map(|r| (r.sides, r.value, r.purpose.as_str()));
    for l in crate::play::dice_lines(rolls) {
        outln!("   {l}");
    }
    for t in &e.events {
        outln!("       {t}");
    }
}

fn export<R: Spec>(
    r: &Replayed<R>,
    seat: Viewer,
    recorder: Option<Recorder<R>>,
    mut record: Vec<String>,
    path: &str,
    force: bool,
) -> Result<(), Failure> {
    let h = r.game.header();
    let mut lines = vec![to_line(&RecordHeader::for_viewer::<R>(h, seat))];
    if r.game.steps().is_empty() {
        if let Some(mut rec) = recorder {
            record.push(to_line(&rec.setup(
                r.game.state(),
                &h.setup_rolls,
                r.game.setup_events(),
            )));
        }
    }
    lines.append(&mut record);
    if r.finished {
        if let Some(outcome) = r.game.outcome() {
            lines.push(to_line(&RecordEnd {
                outcome,
                secret: r.game.secret().map(umpire_core::Secret::to_hex),
            }));
        }
    }
    let mut text = String::new();
    for l in &lines {
        text.push_str(l);
        text.push('\n');
    }
    crate::files::write_new(path, text.as_bytes(), force, true)
}

fn report<R: Spec>(r: &Replayed<R>, a: &ReplayArgs) -> Result<(), Failure> {
    let h = r.game.header();
    let steps = r.game.steps().len();
    let outcome = r.game.outcome().filter(|_| r.finished);
    let provenance = provenance::<R>(h);
    let modified = provenance.as_ref().map(|p| *p == Provenance::Modified);
    let dice = match r.dice {
        DiceCheck::Secret => "every roll re-rolled from the revealed dice secret",
        DiceCheck::Recorded => {
            "rolls read from the log (the dice secret is revealed only when the game ends)"
        }
        DiceCheck::Seed => "every roll re-rolled from the old log's seed",
    };
    if a.json {
        outln!(
            "{}",
            json!({
                "ok": true, "finished": r.finished, "ruleset": R::ID, "steps": steps,
                "scenario": h.scenario_name, "modified": modified, "signer": r.signer,
                "adapted_for": match &provenance {
                    Some(Provenance::ForPeople(seats)) => json!(seats),
                    _ => serde_json::Value::Null,
                },
                "dice_source": h.dice.as_ref().map(|d| d.source),
                "dice_checked_against_secret": r.dice != DiceCheck::Recorded,
                "outcome": outcome,
            })
        );
    } else {
        outln!("replayed {steps} steps identically; {dice}.");
        let scenario = match &provenance {
            Some(Provenance::Modified) => format!(
                "{} — MODIFIED: not the bundled scenario of that name",
                h.scenario_name
            ),
            Some(Provenance::Bundled) => format!("{} (bundled)", h.scenario_name),
            Some(Provenance::ForPeople(seats)) => format!(
                "{} (bundled; the choices the rules give the owners of units go to the seats people hold: {})",
                h.scenario_name,
                seats.join(", ")
            ),
            None => h.scenario_name.clone(),
        };
        outln!("scenario: {scenario}");
        if let Some(d) = &h.dice {
            outln!("dice secret: {}", d.source);
        }
        match &r.signer {
            Some(k) => outln!("signed by {k}"),
            None => outln!("not signed: anyone could have written this log"),
        }
        if let Some(o) = &outcome {
            outln!("outcome: {} — {}", o.result, o.summary);
        }
    }
    if !r.finished {
        return Err(Failure {
            code: 3,
            message: format!(
                "{}: the log verifies, but the game is unfinished after {steps} steps",
                a.log
            ),
        });
    }
    Ok(())
}
