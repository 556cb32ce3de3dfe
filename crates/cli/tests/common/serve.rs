//! A running `umpire serve` for the end-to-end tests, spoken to over plain HTTP/1.1.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};

use serde_json::Value;

/// A running `umpire serve`.
pub struct Serve {
    child: Child,
    /// Where it listens.
    pub addr: String,
}

impl Serve {
    /// A server on the store `db`.
    pub fn start(db: &str) -> Self {
        Self::spawn(db, None).0
    }

    /// A server that holds at `point` (`UMPIRE_TEST_HOLD_AT`) and says so on standard error:
    /// the server, and its standard error's lines as they come.
    pub fn holding(db: &str, point: &str) -> (Self, std::sync::mpsc::Receiver<String>) {
        let (s, lines) = Self::spawn(db, Some(point));
        (s, lines.expect("standard error"))
    }

    fn spawn(db: &str, hold: Option<&str>) -> (Self, Option<std::sync::mpsc::Receiver<String>>) {
        let mut command = Command::new(env!("CARGO_BIN_EXE_umpire"));
        if let Some(point) = hold {
            command
                .env("UMPIRE_TEST_HOLD_AT", point)
                .stderr(Stdio::piped());
        } else {
            command
                .env_remove("UMPIRE_TEST_HOLD_AT")
                .stderr(Stdio::inherit());
        }
        let mut child = command
            .args([
                "serve",
                "--addr",
                "127.0.0.1:0",
                "--db",
                db,
                "--max-new-games",
                "0",
            ])
            .args(["--allow-seeds", "--rate", "0"])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .spawn()
            .expect("umpire serve starts");
        let lines = child.stderr.take().map(|err| {
            let (tx, rx) = std::sync::mpsc::channel();
            std::thread::spawn(move || {
                for line in BufReader::new(err).lines().map_while(Result::ok) {
                    eprintln!("{line}");
                    let _ = tx.send(line);
                }
            });
            rx
        });
        let mut first = String::new();
        BufReader::new(child.stdout.take().expect("stdout"))
            .read_line(&mut first)
            .expect("a first line");
        let addr = first
            .trim()
            .strip_prefix("listening on http://")
            .unwrap_or_else(|| panic!("first line {first:?}"))
            .to_owned();
        (Self { child, addr }, lines)
    }

    /// `kill -9`: no chance to flush or close anything.
    pub fn kill(mut self) {
        self.child.kill().expect("SIGKILL");
        self.child.wait().expect("reaped");
    }

    /// One HTTP/1.1 request on a fresh connection: the status and the body.
    pub fn request(
        &self,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: Option<&Value>,
    ) -> (u16, String) {
        let mut s = TcpStream::connect(&self.addr).expect("connect");
        let body = body.map(Value::to_string).unwrap_or_default();
        let auth = token
            .map(|t| format!("Authorization: Bearer {t}\r\n"))
            .unwrap_or_default();
        write!(
            s,
            "{method} {path} HTTP/1.1\r\nHost: {}\r\n{auth}Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            self.addr,
            body.len()
        )
        .expect("send");
        let mut raw = Vec::new();
        s.read_to_end(&mut raw).expect("read");
        let text = String::from_utf8_lossy(&raw).into_owned();
        let (head, rest) = text.split_once("\r\n\r\n").expect("a response");
        let status = head
            .split(' ')
            .nth(1)
            .and_then(|c| c.parse().ok())
            .expect("status");
        let body = if head
            .to_ascii_lowercase()
            .contains("transfer-encoding: chunked")
        {
            dechunk(rest)
        } else {
            rest.to_owned()
        };
        (status, body)
    }

    /// [`Serve::request`], the body read as JSON.
    pub fn json(
        &self,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: Option<&Value>,
    ) -> (u16, Value) {
        let (s, t) = self.request(method, path, token, body);
        (s, serde_json::from_str(&t).unwrap_or(Value::String(t)))
    }
}

impl Drop for Serve {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn dechunk(mut s: &str) -> String {
    let mut out = String::new();
    while let Some((size, rest)) = s.split_once("\r\n") {
        let n = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
        if n == 0 {
            break;
        }
        out.push_str(&rest[..n]);
        s = &rest[n + 2..];
    }
    out
}
