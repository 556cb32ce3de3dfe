//! The game sockets: each link's live socket, the frames it is sent, and those open now under
//! their caps: a link, or an address, that opens one past its
//! cap closes its oldest, which is told why first. And the pings that find a socket whose
//! other end has gone.

use std::collections::{BTreeMap, VecDeque};
use std::net::IpAddr;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use tokio::sync::oneshot;

use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, Path, RawQuery, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::Response;
use serde::Deserialize;
use serde_json::{json, Value};
use tokio::sync::broadcast::error::RecvError;

use super::{hash, query, Shared, MAX_FRAME};
use crate::error::ApiError;
use crate::net::Peer;
use crate::task::{Cmd, Subscription, Update};
use crate::App;

/// The caps on game sockets and the book of those open.
pub struct Sockets {
    per_link: usize,
    per_address: usize,
    /// How often a socket is pinged.
    pub ping: Duration,
    book: Arc<Mutex<Book>>,
}

#[derive(Default)]
struct Book {
    next: u64,
    /// Each link's sockets (by the link's hash), oldest first.
    by_link: BTreeMap<String, VecDeque<u64>>,
    /// Each address's sockets, oldest first.
    by_address: BTreeMap<IpAddr, VecDeque<u64>>,
    /// Where to tell each socket that it must close, and why.
    close: BTreeMap<u64, (String, IpAddr, oneshot::Sender<String>)>,
    /// Each game's sockets, with the role of each one's link (`seat:corps`, `host`,
    /// `spectator`): who is here.
    by_game: BTreeMap<String, BTreeMap<u64, String>>,
}

impl Book {
    fn forget(&mut self, id: u64) -> Option<oneshot::Sender<String>> {
        let (link, ip, tx) = self.close.remove(&id)?;
        self.by_game.retain(|_, socks| {
            socks.remove(&id);
            !socks.is_empty()
        });
        if let Some(q) = self.by_link.get_mut(&link) {
            q.retain(|s| *s != id);
            if q.is_empty() {
                self.by_link.remove(&link);
            }
        }
        if let Some(q) = self.by_address.get_mut(&ip) {
            q.retain(|s| *s != id);
            if q.is_empty() {
                self.by_address.remove(&ip);
            }
        }
        Some(tx)
    }
}

/// A socket's place in the book, given up when it closes.
pub struct Ticket {
    id: u64,
    book: Arc<Mutex<Book>>,
}

impl Drop for Ticket {
    fn drop(&mut self) {
        self.book
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .forget(self.id);
    }
}

impl Sockets {
    /// At most `per_link` sockets a link and `per_address` an address (0: no cap), pinged
    /// every `ping`.
    #[must_use]
    pub fn new(per_link: usize, per_address: usize, ping: Duration) -> Self {
        Self {
            per_link,
            per_address,
            ping,
            book: Arc::default(),
        }
    }

    /// Books a new socket of link `link` (its hash) from `ip`, playing `role` in game `game`,
    /// closing the oldest of the link's or the address's past their caps: its ticket, and
    /// where it hears that it must close.
    pub fn open(
        &self,
        link: &str,
        ip: IpAddr,
        game: &str,
        role: &str,
    ) -> (Ticket, oneshot::Receiver<String>) {
        let (tx, rx) = oneshot::channel();
        let mut b = self.book.lock().unwrap_or_else(PoisonError::into_inner);
        b.next += 1;
        let id = b.next;
        b.close.insert(id, (link.to_owned(), ip, tx));
        b.by_game
            .entry(game.to_owned())
            .or_default()
            .insert(id, role.to_owned());
        b.by_link.entry(link.to_owned()).or_default().push_back(id);
        b.by_address.entry(ip).or_default().push_back(id);
        let link_cap = |n: usize| {
            format!(
                "this link has {n} live pages open, the most allowed: the oldest (this one) stops following the game; reload it to follow again"
            )
        };
        let address_cap = |n: usize| {
            format!(
                "this address has {n} live game pages open, the most allowed: the oldest (this one) stops following its game; reload it to follow again"
            )
        };
        while self.per_link > 0 && b.by_link.get(link).map_or(0, VecDeque::len) > self.per_link {
            let old = b.by_link.get(link).and_then(|q| q.front().copied());
            let Some(t) = old.and_then(|o| b.forget(o)) else {
                break;
            };
            let _ = t.send(link_cap(self.per_link));
        }
        while self.per_address > 0
            && b.by_address.get(&ip).map_or(0, VecDeque::len) > self.per_address
        {
            let old = b.by_address.get(&ip).and_then(|q| q.front().copied());
            let Some(t) = old.and_then(|o| b.forget(o)) else {
                break;
            };
            let _ = t.send(address_cap(self.per_address));
        }
        (
            Ticket {
                id,
                book: self.book.clone(),
            },
            rx,
        )
    }

    /// Who is here in game `game`: the live pages open on this server, by the role of their
    /// link (`seat:corps`, `host`, `spectator`).
    #[must_use]
    pub fn present(&self, game: &str) -> BTreeMap<String, usize> {
        let b = self.book.lock().unwrap_or_else(PoisonError::into_inner);
        let mut out = BTreeMap::new();
        for role in b.by_game.get(game).into_iter().flat_map(BTreeMap::values) {
            *out.entry(role.clone()).or_insert(0) += 1;
        }
        out
    }

    /// How many sockets are open.
    #[must_use]
    pub fn open_count(&self) -> usize {
        self.book
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .close
            .len()
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SocketQuery {
    token: String,
    #[serde(default)]
    since: Option<usize>,
}

/// Whether a socket's `Origin` (if the client sent one: browsers always do) is the server's own
/// or one allowed by the configuration.
fn origin_allowed(app: &App, headers: &HeaderMap) -> bool {
    let Some(origin) = headers.get(header::ORIGIN).and_then(|o| o.to_str().ok()) else {
        return true;
    };
    let own = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .is_some_and(|host| {
            origin == format!("http://{host}") || origin == format!("https://{host}")
        });
    own || app.config.origins.iter().any(|o| o == origin)
}

pub(super) async fn socket(
    State(app): State<Shared>,
    ConnectInfo(peer): ConnectInfo<Peer>,
    Path(id): Path<String>,
    RawQuery(raw): RawQuery,
    headers: HeaderMap,
    ws: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Result<Response, ApiError> {
    let ws = ws.map_err(|_| {
        ApiError::status(
            StatusCode::BAD_REQUEST,
            "this path is a game's live socket: open it with a web-socket client",
        )
    })?;
    let q: SocketQuery = query(raw.as_deref())?;
    if !origin_allowed(&app, &headers) {
        return Err(ApiError::forbidden(
            "this page's origin may not open the game's socket",
        ));
    }
    let token = hash(&q.token);
    let sub = app
        .call(&id, |reply| Cmd::Subscribe {
            token: token.clone(),
            since: q.since,
            reply,
        })
        .await?;
    // From here the connection is the game's socket: pings, not the connection's time
    // limits, find out whether its other end is still there.
    peer.activity.upgrade();
    let (ticket, closing) = app.sockets.open(&token, peer.addr.ip(), &id, &sub.label);
    let ping = app.sockets.ping;
    Ok(ws.max_message_size(MAX_FRAME).on_upgrade(move |socket| {
        pump(
            socket,
            sub,
            Closing {
                _ticket: ticket,
                told: closing,
                ping,
            },
        )
    }))
}

/// How a socket hears that it must close: its place under the caps (given up when it ends),
/// the word that it is the oldest past a cap, and how often it is pinged.
struct Closing {
    _ticket: Ticket,
    told: tokio::sync::oneshot::Receiver<String>,
    ping: std::time::Duration,
}

/// The frames an update gives one link.
fn frames(update: &Update, sub: &Subscription) -> Vec<Value> {
    match update {
        Update::Steps {
            step,
            entries,
            to_act,
            over,
        } => {
            let mut out = Vec::new();
            for e in entries.get(sub.slot).into_iter().flatten() {
                out.push(json!({ "type": "entry", "entry": e }));
            }
            out.push(json!({ "type": "state", "step": step, "to_act": to_act, "over": over }));
            out
        }
        Update::Undone { step, to_act } => {
            vec![json!({ "type": "undo", "step": step, "to_act": to_act })]
        }
        Update::Chat(m) if sub.channels.contains(&m.channel) => {
            vec![json!({ "type": "chat", "message": m })]
        }
        Update::Chat(_) => Vec::new(),
        Update::Takeback { from, step, answer } => vec![json!({
            "type": "takeback", "from": from, "step": step,
            "answer": answer.map(|a| if a { "accepted" } else { "declined" }),
        })],
        Update::Rematch => vec![json!({ "type": "rematch" })],
        Update::Handover { seat, holder, why } => vec![json!({
            "type": "handover", "seat": seat, "holder": holder, "why": why,
        })],
        Update::Revoked(told) => told
            .iter()
            .filter(|r| r.token == sub.token)
            .map(|r| json!({ "type": "revoked", "reason": r.reason, "to_bot": r.to_bot }))
            .collect(),
    }
}

async fn send(socket: &mut WebSocket, frame: &Value) -> bool {
    socket
        .send(Message::Text(frame.to_string().into()))
        .await
        .is_ok()
}

/// Closes a socket with a last frame that says why: `reconnect` tells the page whether to
/// open another (it must not when it was closed for being past a cap).
async fn close(socket: &mut WebSocket, reason: &str, reconnect: bool) {
    let _ = send(
        socket,
        &json!({ "type": "closed", "reason": reason, "reconnect": reconnect }),
    )
    .await;
    // A close frame's reason is at most 123 bytes.
    let mut short = reason.to_owned();
    while short.len() > 120 {
        short.pop();
    }
    let _ = socket
        .send(Message::Close(Some(axum::extract::ws::CloseFrame {
            code: axum::extract::ws::close_code::POLICY,
            reason: short.into(),
        })))
        .await;
    // The closing handshake: wait a little for the other end's close, so that what it sends
    // meanwhile (a pong) does not reset the connection before it has read the frames above.
    let _ = tokio::time::timeout(std::time::Duration::from_secs(2), async {
        while let Some(Ok(m)) = socket.recv().await {
            if matches!(m, Message::Close(_)) {
                break;
            }
        }
    })
    .await;
}

async fn pump(mut socket: WebSocket, mut sub: Subscription, mut closing: Closing) {
    for f in std::mem::take(&mut sub.backlog) {
        if !send(&mut socket, &f).await {
            return;
        }
    }
    let mut pings =
        tokio::time::interval_at(tokio::time::Instant::now() + closing.ping, closing.ping);
    pings.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    // Pings sent since the other end last sent anything: at two, the next tick closes the
    // socket (it answered neither).
    let mut unanswered = 0u8;
    loop {
        tokio::select! {
            update = sub.updates.recv() => match update {
                Ok(u) => {
                    for f in frames(&u, &sub) {
                        if !send(&mut socket, &f).await {
                            return;
                        }
                    }
                    if matches!(&*u, Update::Revoked(t) if t.iter().any(|r| r.token == sub.token)) {
                        let _ = socket.send(Message::Close(None)).await;
                        return;
                    }
                }
                Err(RecvError::Lagged(_)) => {
                    // Too far behind: the client reconnects with `since` and gets what it missed.
                    let _ = send(&mut socket, &json!({ "type": "lagged" })).await;
                    return;
                }
                Err(RecvError::Closed) => return,
            },
            why = &mut closing.told => {
                if let Ok(why) = why {
                    close(&mut socket, &why, false).await;
                }
                return;
            }
            _ = pings.tick() => {
                if unanswered >= 2 {
                    close(&mut socket, "the page answered no ping; it reconnects when it can", true).await;
                    return;
                }
                unanswered += 1;
                if socket.send(Message::Ping(axum::body::Bytes::new())).await.is_err() {
                    return;
                }
            }
            msg = socket.recv() => match msg {
                Some(Ok(Message::Close(_)) | Err(_)) | None => return,
                Some(Ok(_)) => unanswered = 0,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn past_a_cap_the_oldest_socket_is_told_to_close() {
        let s = Sockets::new(2, 3, Duration::from_secs(20));
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let b: IpAddr = "10.0.0.2".parse().unwrap();
        let (t1, mut r1) = s.open("link", a, "g", "seat:a");
        let (_t2, mut r2) = s.open("link", a, "g", "seat:a");
        assert!(r1.try_recv().is_err() && r2.try_recv().is_err());
        let (_t3, _r3) = s.open("link", b, "g", "seat:a");
        assert!(r1
            .try_recv()
            .unwrap()
            .contains("this link has 2 live pages"));
        assert!(r2.try_recv().is_err());
        drop(t1);
        let (_t4, _r4) = s.open("other", a, "g", "spectator");
        let (_t5, _r5) = s.open("third", a, "g", "spectator");
        assert!(
            r2.try_recv().is_err(),
            "a has 3 sockets: at its cap, not past it"
        );
        let (_t6, _r6) = s.open("fourth", a, "g", "spectator");
        assert!(r2.try_recv().unwrap().contains("this address has 3"));
        assert_eq!(s.open_count(), 4);
    }

    /// #62 item 4: who is here is counted by the role of each open socket's link, and a socket
    /// that closes (or was closed past a cap) no longer counts.
    #[test]
    fn who_is_here_counts_the_open_sockets_by_role() {
        let s = Sockets::new(0, 0, Duration::from_secs(20));
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let (t1, _r1) = s.open("l1", a, "g", "seat:corps");
        let (_t2, _r2) = s.open("l1", a, "g", "seat:corps");
        let (_t3, _r3) = s.open("l2", a, "g", "spectator");
        let (_t4, _r4) = s.open("l3", a, "h", "host");
        let here = s.present("g");
        assert_eq!(here.get("seat:corps"), Some(&2));
        assert_eq!(here.get("spectator"), Some(&1));
        assert_eq!(here.get("host"), None, "another game's host");
        drop(t1);
        assert_eq!(s.present("g").get("seat:corps"), Some(&1));
        assert!(s.present("nobody").is_empty());
    }
}
