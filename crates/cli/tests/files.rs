//! #30 item 9: every file the program writes refuses to replace an existing one unless given
//! `--force`, leaving it as it was; with `--force` it is replaced whole.

mod common;

use common::{text, umpire};

fn dir(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("umpire-files-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Runs `args`, which must be refused because `path` exists, leaving `path` as it was.
fn refused_over(args: &[&str], path: &std::path::Path) {
    std::fs::write(path, "precious\n").unwrap();
    let out = umpire(args, "");
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    let err = text(&out.stderr);
    assert!(err.contains("exists") && err.contains("--force"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert_eq!(std::fs::read_to_string(path).unwrap(), "precious\n");
}

#[test]
fn sim_plot_never_replaces_a_file_without_force() {
    let d = dir("plot");
    let svg = d.join("README.md");
    let p = svg.to_str().unwrap();
    refused_over(&["sim", "race", "--games", "2", "--plot", p], &svg);
    let out = umpire(&["sim", "race", "--games", "2", "--plot", p, "--force"], "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(std::fs::read_to_string(&svg).unwrap().contains("<svg"));
    // No temporary file is left beside it.
    assert_eq!(std::fs::read_dir(&d).unwrap().count(), 1);
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn keygen_and_export_never_replace_a_file_without_force() {
    let d = dir("keys");
    let key = d.join("club.key");
    let k = key.to_str().unwrap();
    refused_over(&["keygen", "--out", k], &key);
    // The public key's file is guarded too, and nothing is written when it exists.
    std::fs::remove_file(&key).unwrap();
    let public = d.join("club.key.pub");
    refused_over(&["keygen", "--out", k], &public);
    assert!(!key.exists());
    let out = umpire(&["keygen", "--out", k, "--force"], "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(std::fs::read_to_string(&public)
        .unwrap()
        .starts_with("umpire-ed25519-public-key"));
    let log = d.join("game.jsonl");
    let l = log.to_str().unwrap();
    let out = umpire(
        &[
            "play",
            "race",
            "--bot",
            "all=heuristic",
            "--seed",
            "2",
            "--log",
            l,
            "--quiet",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let rec = d.join("a.jsonl");
    let r = rec.to_str().unwrap();
    refused_over(&["replay", l, "--seat", "a", "--export", r], &rec);
    let out = umpire(&["replay", l, "--seat", "a", "--export", r, "--force"], "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(std::fs::read_to_string(&rec)
        .unwrap()
        .contains("umpire-record/2"));
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn campaign_new_never_replaces_a_file_without_force() {
    let d = dir("campaign");
    let file = d.join("kalach.jsonl");
    let f = file.to_str().unwrap();
    refused_over(&["campaign", "new", f, "--seed", "1"], &file);
    assert!(!d.join("kalach.jsonl.key").exists());
    let out = umpire(&["campaign", "new", f, "--seed", "1", "--force"], "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(std::fs::read_to_string(&file)
        .unwrap()
        .contains("umpire-log/2"));
    let _ = std::fs::remove_dir_all(&d);
}
