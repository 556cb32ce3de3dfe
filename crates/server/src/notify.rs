//! Notices outside the browser: a game may carry webhook addresses, for the whole game and for
//! each seat, and the server posts to them when a seat is to act, a deadline nears or runs
//! out, a seat changes hands, a campaign's battle is ready, or the game ends.
//!
//! A notice holds only what its receiver may know: the game's address points at its page
//! without a link's token (the page opens the link the reader's browser remembers), a seat's
//! notices speak of that seat alone, and the game's speak of what every link's page shows
//! (who is to act, the result once over). Posts leave through one queue: a game never waits for
//! one. A failed post is tried again after 1, 2, 4… seconds, up to [`TRIES`] times, each failure
//! written to standard error.
//!
//! The body is JSON that Discord (`content`), Slack and Matrix's hookshot (`text`) take, with
//! the notice's fields beside them for any other receiver. Where the server's keeper gives it
//! an SMTP server (`umpire serve --smtp`), an address may also be `mailto:someone@example.org`:
//! the notice goes as an e-mail, its words the subject and the body.

use std::time::Duration;

use serde_json::{json, Value};
use tokio::sync::mpsc;

/// How many times a post is tried before it is given up.
pub const TRIES: u32 = 6;

/// The most addresses a game or a seat may carry.
pub const MOST_HOOKS: usize = 4;

/// The longest address taken.
pub const LONGEST_HOOK: usize = 512;

/// What happened, for one seat or for the whole game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// A seat a person plays became to act.
    ToAct {
        /// The seat.
        seat: String,
    },
    /// Three quarters of a seat's time to act have gone.
    Reminder {
        /// The seat.
        seat: String,
        /// When its time runs out (seconds since 1970).
        ends: i64,
    },
    /// A seat's time to act ran out.
    RanOut {
        /// The seat.
        seat: String,
        /// What follows, in words.
        then: String,
    },
    /// A seat changed hands.
    Handover {
        /// The seat.
        seat: String,
        /// Its holder now.
        holder: String,
        /// Why.
        why: String,
    },
    /// A served campaign's battle is ready to be fought at its own game.
    BattleReady {
        /// The battle's number in the campaign.
        number: usize,
    },
    /// The game ended.
    Over {
        /// Its result, as every link's page shows it.
        summary: String,
    },
}

impl Notice {
    /// The seat the notice is about, if one: its own addresses get it besides the game's.
    #[must_use]
    pub fn seat(&self) -> Option<&str> {
        match self {
            Notice::ToAct { seat }
            | Notice::Reminder { seat, .. }
            | Notice::RanOut { seat, .. }
            | Notice::Handover { seat, .. } => Some(seat),
            Notice::BattleReady { .. } | Notice::Over { .. } => None,
        }
    }

    fn event(&self) -> &'static str {
        match self {
            Notice::ToAct { .. } => "to-act",
            Notice::Reminder { .. } => "deadline-nears",
            Notice::RanOut { .. } => "deadline-passed",
            Notice::Handover { .. } => "handover",
            Notice::BattleReady { .. } => "battle-ready",
            Notice::Over { .. } => "over",
        }
    }

    /// The notice in words; `now` is the time it is written (seconds since 1970).
    fn words(&self, game: &str, now: i64) -> String {
        match self {
            Notice::ToAct { seat } => format!("{game}: the {seat} seat is to act."),
            Notice::Reminder { seat, ends } => format!(
                "{game}: the {seat} seat has {} left to act.",
                duration((ends - now).max(0))
            ),
            Notice::RanOut { seat, then } => {
                format!("{game}: the {seat} seat's time to act ran out; {then}.")
            }
            Notice::Handover { seat, holder, why } => {
                let who = match holder.split_once(':') {
                    Some(("stand-in", k)) => format!("a {k} bot stands in for it"),
                    Some((_, k)) => format!("a {k} bot plays it"),
                    None => "its person plays it again".into(),
                };
                format!("{game}: the {seat} seat changed hands ({why}): {who}.")
            }
            Notice::BattleReady { number } => {
                format!("{game}: battle {number} is ready to be fought.")
            }
            Notice::Over { summary } => format!("{game} is over: {summary}"),
        }
    }
}

/// `seconds` as a person reads a span of time: days, hours, minutes or seconds.
#[must_use]
pub fn duration(seconds: i64) -> String {
    let plural = |n: i64, unit: &str| {
        if n == 1 {
            format!("1 {unit}")
        } else {
            format!("{n} {unit}s")
        }
    };
    match seconds {
        s if s >= 86_400 && s % 3_600 == 0 && s % 86_400 != 0 => plural(s / 3_600, "hour"),
        s if s >= 86_400 => plural(s / 86_400, "day"),
        s if s >= 3_600 => plural(s / 3_600, "hour"),
        s if s >= 60 => plural(s / 60, "minute"),
        s => plural(s, "second"),
    }
}

/// The JSON posted for `notice` of `game` (its id) titled `title`, whose page is `page`.
#[must_use]
pub fn body(notice: &Notice, game: &str, title: &str, page: &str, now: i64) -> Value {
    let text = format!("{} {page}", notice.words(title, now));
    let mut b = json!({
        "content": text,
        "text": text,
        "username": "Umpire",
        "event": notice.event(),
        "game": game,
        "url": page,
    });
    if let Some(s) = notice.seat() {
        b["seat"] = json!(s);
    }
    b
}

/// Checks an address a game's maker or a seat gives: `http` or `https`, not too long, and (unless
/// the server allows it, as its tests do) not at this machine or a private network's address
/// written as such.
///
/// # Errors
/// Why the address is refused.
pub fn check_hook(url: &str, private: bool, mail: bool) -> Result<(), String> {
    if url.len() > LONGEST_HOOK {
        return Err(format!(
            "a notice's address is at most {LONGEST_HOOK} characters"
        ));
    }
    if let Some(to) = url.strip_prefix("mailto:") {
        if !mail {
            return Err(
                "this server sends no e-mail (its keeper gave it no SMTP server); give a webhook's http:// or https:// address"
                    .into(),
            );
        }
        return to
            .parse::<lettre::Address>()
            .map(|_| ())
            .map_err(|e| format!("{to:?} is not an e-mail address: {e}"));
    }
    let rest = url
        .strip_prefix("https://")
        .or_else(|| url.strip_prefix("http://"))
        .ok_or_else(|| format!("{url:?} is not an http://, https:// or mailto: address"))?;
    let authority = rest.split(['/', '?', '#']).next().unwrap_or_default();
    let host = authority.rsplit('@').next().unwrap_or_default();
    let host = if host.starts_with('[') {
        host.split(']')
            .next()
            .unwrap_or_default()
            .trim_start_matches('[')
    } else {
        host.split(':').next().unwrap_or_default()
    };
    if host.is_empty() {
        return Err(format!("{url:?} names no host"));
    }
    if !private {
        let local = host.eq_ignore_ascii_case("localhost")
            || host.to_ascii_lowercase().ends_with(".localhost")
            || host.parse::<std::net::IpAddr>().is_ok_and(|ip| match ip {
                std::net::IpAddr::V4(v4) => {
                    v4.is_loopback()
                        || v4.is_private()
                        || v4.is_link_local()
                        || v4.is_unspecified()
                        || v4.is_broadcast()
                }
                std::net::IpAddr::V6(v6) => v6.is_loopback() || v6.is_unspecified(),
            });
        if local {
            return Err(format!(
                "{url:?} is an address of this machine or a private network, which this server does not post to"
            ));
        }
    }
    Ok(())
}

/// One post to make.
#[derive(Debug)]
pub struct Post {
    /// Where.
    pub url: String,
    /// What.
    pub body: Value,
}

/// Where e-mail notices leave from: the SMTP server and the sender's address.
#[derive(Clone)]
pub struct Mailer {
    transport: lettre::AsyncSmtpTransport<lettre::Tokio1Executor>,
    from: lettre::message::Mailbox,
}

impl Mailer {
    /// The mailer of the SMTP server at `url` (`smtp://host:port` in the clear, `smtps://` over
    /// TLS, `smtp://…?tls=required` with STARTTLS; user and password in the URL), sending as
    /// `from`.
    ///
    /// # Errors
    /// A URL or an address that does not read.
    pub fn new(url: &str, from: &str) -> Result<Self, String> {
        let transport = lettre::AsyncSmtpTransport::<lettre::Tokio1Executor>::from_url(url)
            .map_err(|e| format!("--smtp {url:?}: {e}"))?
            .build();
        let from = from
            .parse()
            .map_err(|e| format!("--smtp-from {from:?}: {e}"))?;
        Ok(Self { transport, from })
    }

    async fn send(&self, to: &str, body: &Value) -> Result<(), String> {
        use lettre::AsyncTransport;
        let to: lettre::message::Mailbox = to.parse().map_err(|e| format!("{e}"))?;
        let text = body["text"].as_str().unwrap_or_default();
        let subject = text.split(" http").next().unwrap_or(text);
        let message = lettre::Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(format!("Umpire: {subject}"))
            .body(format!("{text}\n"))
            .map_err(|e| e.to_string())?;
        self.transport
            .send(message)
            .await
            .map(|_| ())
            .map_err(|e| e.to_string())
    }
}

/// The queue of posts, and the poster that empties it.
#[derive(Clone)]
pub struct Notifier {
    tx: mpsc::UnboundedSender<Post>,
}

impl Notifier {
    /// Starts the poster: each post is sent at once and, if it fails, again after 1, 2, 4…
    /// seconds times `backoff` (1 in a real run), up to [`TRIES`] times; `mailto:` addresses go
    /// through `mailer`.
    #[must_use]
    pub fn start(backoff: f64, mailer: Option<Mailer>) -> Self {
        let (tx, mut rx) = mpsc::unbounded_channel::<Post>();
        tokio::spawn(async move {
            let client = match reqwest::Client::builder()
                .timeout(Duration::from_secs(10))
                .redirect(reqwest::redirect::Policy::none())
                .build()
            {
                Ok(c) => c,
                Err(e) => {
                    eprintln!("notices: no HTTP client: {e}; no notice will be posted");
                    return;
                }
            };
            while let Some(post) = rx.recv().await {
                let client = client.clone();
                tokio::spawn(deliver(client, mailer.clone(), post, backoff));
            }
        });
        Self { tx }
    }

    /// Queues a post; never waits.
    pub fn post(&self, post: Post) {
        let _ = self.tx.send(post);
    }
}

async fn deliver(client: reqwest::Client, mailer: Option<Mailer>, post: Post, backoff: f64) {
    for attempt in 0..TRIES {
        let failure = if let Some(to) = post.url.strip_prefix("mailto:") {
            let Some(m) = &mailer else { return };
            match m.send(to, &post.body).await {
                Ok(()) => return,
                Err(e) => format!("failed: {e}"),
            }
        } else {
            match client.post(&post.url).json(&post.body).send().await {
                Ok(r) if r.status().is_success() => return,
                Ok(r) => format!("answered {}", r.status()),
                Err(e) => format!("failed: {e}"),
            }
        };
        let host = post
            .url
            .strip_prefix("mailto:")
            .and_then(|a| a.split('@').nth(1))
            .or_else(|| post.url.split('/').nth(2))
            .unwrap_or("?");
        if attempt + 1 == TRIES {
            eprintln!("notice to {host} {failure}; given up after {TRIES} tries");
            return;
        }
        let wait = f64::from(1u32 << attempt) * backoff;
        eprintln!("notice to {host} {failure}; trying again in {wait:.1} s");
        tokio::time::sleep(Duration::from_secs_f64(wait)).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_of_this_machine_are_refused_unless_allowed() {
        assert!(check_hook("https://discord.com/api/webhooks/1/x", false, false).is_ok());
        for bad in [
            "http://127.0.0.1:9/x",
            "http://localhost/x",
            "http://10.1.2.3/",
            "http://[::1]:80/",
            "http://user@192.168.0.1/",
        ] {
            assert!(check_hook(bad, false, false).is_err(), "{bad}");
            assert!(check_hook(bad, true, false).is_ok(), "{bad}");
        }
        assert!(check_hook("ftp://example.org/", true, true).is_err());
        assert!(check_hook("https:///x", true, true).is_err());
    }

    #[test]
    fn an_email_address_is_taken_only_where_the_server_sends_mail() {
        assert!(check_hook("mailto:ney@example.org", false, true).is_ok());
        let no = check_hook("mailto:ney@example.org", false, false).unwrap_err();
        assert!(no.contains("sends no e-mail"), "{no}");
        assert!(check_hook("mailto:not an address", false, true).is_err());
    }

    #[test]
    fn durations_read_as_a_person_says_them() {
        assert_eq!(duration(1), "1 second");
        assert_eq!(duration(90), "1 minute");
        assert_eq!(duration(7_200), "2 hours");
        assert_eq!(duration(36 * 3_600), "36 hours");
        assert_eq!(duration(3 * 86_400), "3 days");
    }

    #[test]
    fn a_seats_notice_names_its_seat_and_the_page_without_a_token() {
        let b = body(
            &Notice::ToAct {
                seat: "north".into(),
            },
            "abc",
            "Village attack",
            "http://club.example/g/abc",
            0,
        );
        assert_eq!(b["seat"], "north");
        assert_eq!(b["event"], "to-act");
        assert_eq!(
            b["content"],
            "Village attack: the north seat is to act. http://club.example/g/abc"
        );
        assert_eq!(b["content"], b["text"]);
    }
}
