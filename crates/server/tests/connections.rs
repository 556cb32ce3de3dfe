//! #59: what one address can hold of a running server, with real sockets on loopback: idle and
//! half-sent connections closed after their time limits, connections past a cap closed as they
//! open while every other address is answered, game sockets past a cap closing their oldest
//! with a frame that says why, sockets that answer no ping closed, and chat under its caps and
//! read a page at a time.

mod common;

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use common::Server;
use futures_util::StreamExt;
use serde_json::{json, Value};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};

fn config(db: &str) -> umpire_server::Config {
    umpire_server::Config {
        addr: "127.0.0.1:0".into(),
        db: db.to_owned(),
        allow_seeds: true,
        rate: 0,
        max_new_games: 0,
        ..umpire_server::Config::default()
    }
}

fn addr(s: &Server) -> SocketAddr {
    s.base
        .trim_start_matches("http://")
        .parse()
        .expect("address")
}

/// A connection to the server from `from` (an address of the loopback range).
async fn connect_from(to: SocketAddr, from: &str) -> TcpStream {
    let socket = TcpSocket::new_v4().expect("socket");
    socket
        .bind(format!("{from}:0").parse().expect("address"))
        .expect("bind");
    socket.connect(to).await.expect("connect")
}

/// How long until the server closes `c` (reads to the end), at most `within`.
async fn closed_after(c: &mut TcpStream, within: Duration) -> Option<Duration> {
    let start = Instant::now();
    let mut buf = [0u8; 4096];
    loop {
        match tokio::time::timeout(within.saturating_sub(start.elapsed()), c.read(&mut buf)).await {
            Err(_) => return None,
            Ok(Ok(0) | Err(_)) => return Some(start.elapsed()),
            Ok(Ok(_)) => {}
        }
    }
}

/// `GET /api/health` from `from`, on a connection of its own: the status line and the body.
async fn health_from(to: SocketAddr, from: &str) -> Option<(String, Value)> {
    let mut c = connect_from(to, from).await;
    c.write_all(b"GET /api/health HTTP/1.1\r\nhost: umpire\r\nconnection: close\r\n\r\n")
        .await
        .ok()?;
    let mut text = Vec::new();
    tokio::time::timeout(Duration::from_secs(5), c.read_to_end(&mut text))
        .await
        .ok()?
        .ok()?;
    let text = String::from_utf8_lossy(&text).into_owned();
    let status = text.lines().next()?.to_owned();
    let body = text.split_once("\r\n\r\n")?.1;
    Some((status, serde_json::from_str(body).ok()?))
}

/// #59 item 1: a connection that sends nothing, one whose head trickles in a line at a time, and
/// a keep-alive connection left idle after its answer are each closed after their time limit,
/// and not before.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn idle_and_half_sent_connections_are_closed() {
    let s = Server::with(umpire_server::Config {
        header_secs: 1,
        keepalive_secs: 3,
        ..config(&common::sqlite_url())
    })
    .await;
    let to = addr(&s);

    let mut silent = connect_from(to, "127.0.0.1").await;
    let t = closed_after(&mut silent, Duration::from_secs(5))
        .await
        .expect("a connection that sends nothing is closed");
    assert!(t >= Duration::from_millis(800), "closed too soon: {t:?}");

    // A head begun, then a line every 300 ms for six seconds: cut off a second after it began.
    let slow = connect_from(to, "127.0.0.1").await;
    let (mut from_server, mut to_server) = slow.into_split();
    let trickle = tokio::spawn(async move {
        to_server.write_all(b"GET /api/health HTTP/1.1\r\n").await?;
        for i in 0..20 {
            tokio::time::sleep(Duration::from_millis(300)).await;
            to_server
                .write_all(format!("x-line-{i}: a header a little at a time\r\n").as_bytes())
                .await?;
        }
        Ok::<_, std::io::Error>(())
    });
    let start = Instant::now();
    let mut buf = [0u8; 1024];
    let cut = loop {
        match tokio::time::timeout(Duration::from_secs(8), from_server.read(&mut buf)).await {
            Err(_) => break None,
            Ok(Ok(0) | Err(_)) => break Some(start.elapsed()),
            Ok(Ok(_)) => {}
        }
    };
    let cut = cut.expect("a head that trickles in is cut off");
    assert!(
        cut < Duration::from_secs(3),
        "a head sent a line at a time held its connection for {cut:?}"
    );
    trickle.abort();

    let mut kept = connect_from(to, "127.0.0.1").await;
    kept.write_all(b"GET /api/health HTTP/1.1\r\nhost: umpire\r\n\r\n")
        .await
        .unwrap();
    let mut buf = [0u8; 4096];
    let n = tokio::time::timeout(Duration::from_secs(5), kept.read(&mut buf))
        .await
        .expect("an answer")
        .unwrap();
    assert!(String::from_utf8_lossy(&buf[..n]).starts_with("HTTP/1.1 200"));
    let t = closed_after(&mut kept, Duration::from_secs(8))
        .await
        .expect("an idle keep-alive connection is closed");
    assert!(
        t >= Duration::from_millis(2_500),
        "a keep-alive connection waits its own limit, longer than a head's: closed after {t:?}"
    );
}

/// #59 item 1: past the cap on one address's connections, that address's next connections are
/// closed as they open, while another address's requests are answered as before; past the
/// cap in all, every new connection is closed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn connections_past_a_cap_are_closed_at_once_and_other_addresses_answered() {
    let s = Server::with(umpire_server::Config {
        header_secs: 30,
        max_connections: 40,
        max_connections_per_address: 10,
        ..config(&common::sqlite_url())
    })
    .await;
    let to = addr(&s);
    let mut held = Vec::new();
    for _ in 0..10 {
        held.push(connect_from(to, "127.0.0.1").await);
    }
    // Give the server the time to accept the ten.
    let (status, v) = health_from(to, "127.0.0.2").await.expect("health");
    assert!(status.starts_with("HTTP/1.1 200"), "{status}");
    assert_eq!(v["connections"]["max_per_address"], 10, "{v}");
    assert_eq!(v["connections"]["max"], 40, "{v}");
    assert!(v["connections"]["open"].as_u64().unwrap() >= 11, "{v}");
    for _ in 0..30 {
        let mut extra = connect_from(to, "127.0.0.1").await;
        let t = closed_after(&mut extra, Duration::from_secs(2))
            .await
            .expect("a connection past the address's cap is closed at once");
        assert!(t < Duration::from_secs(1), "{t:?}");
    }
    assert!(
        health_from(to, "127.0.0.1").await.is_none(),
        "the address at its cap is not answered"
    );
    for _ in 0..5 {
        let (status, _) = health_from(to, "127.0.0.3").await.expect("health");
        assert!(status.starts_with("HTTP/1.1 200"), "{status}");
    }
    // The cap in all: 40, of which the first address holds 10.
    for i in 0..30 {
        held.push(connect_from(to, &format!("127.0.1.{}", 1 + i / 8)).await);
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    let mut extra = connect_from(to, "127.0.0.9").await;
    assert!(
        closed_after(&mut extra, Duration::from_secs(2))
            .await
            .is_some(),
        "past the cap in all a new connection is closed"
    );
    held.truncate(5);
    tokio::time::sleep(Duration::from_millis(200)).await;
    let (status, v) = health_from(to, "127.0.0.9").await.expect("health");
    assert!(status.starts_with("HTTP/1.1 200"), "{status}");
    assert!(v["connections"]["open"].as_u64().unwrap() <= 7, "{v}");
}

async fn socket(s: &Server, game: &str, token: &str) -> common::Socket {
    let url = format!(
        "{}/api/games/{game}/ws?token={token}",
        s.base.replace("http://", "ws://")
    );
    tokio_tungstenite::connect_async(url)
        .await
        .expect("socket")
        .0
}

/// Reads a socket (answering its pings, as a client does) until the server closes it: the
/// `closed` frame it was sent first, if any. `None` if still open after `within`.
async fn closing_frame(ws: &mut common::Socket, within: Duration) -> Option<Option<Value>> {
    let start = Instant::now();
    let mut closed = None;
    loop {
        let left = within.saturating_sub(start.elapsed());
        match tokio::time::timeout(left, ws.next()).await {
            Err(_) => return None,
            Ok(Some(Ok(m))) if m.is_text() => {
                let f: Value = serde_json::from_str(m.to_text().unwrap()).unwrap();
                if f["type"] == "closed" {
                    closed = Some(f);
                }
            }
            Ok(Some(Ok(m))) if m.is_close() => return Some(closed),
            Ok(Some(Ok(_))) => {}
            Ok(Some(Err(_)) | None) => return Some(closed),
        }
    }
}

fn game_of_two() -> Value {
    json!({ "ruleset": "rapier", "seed": 2,
        "seats": { "corps": "human", "div1": "human", "umpire": "human" } })
}

/// #59 item 2: a link opens one socket past its cap, and its oldest is closed with a frame
/// that says why and that the page is not to reconnect; the same past the address's cap.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sockets_past_a_cap_close_the_oldest_and_say_why() {
    let s = Server::with(umpire_server::Config {
        max_sockets_per_link: 2,
        max_sockets_per_address: 4,
        ..config(&common::sqlite_url())
    })
    .await;
    let g = s.create(game_of_two()).await;
    let corps = g.seat("corps");
    let mut first = socket(&s, &g.id, &corps).await;
    let mut second = socket(&s, &g.id, &corps).await;
    let _third = socket(&s, &g.id, &corps).await;
    let f = closing_frame(&mut first, Duration::from_secs(5))
        .await
        .expect("the link's oldest socket is closed")
        .expect("and told why");
    assert_eq!(f["reconnect"], false, "{f}");
    assert!(
        f["reason"]
            .as_str()
            .unwrap()
            .contains("this link has 2 live pages open"),
        "{f}"
    );
    assert!(
        closing_frame(&mut second, Duration::from_millis(500))
            .await
            .is_none(),
        "the link's other sockets stay open"
    );
    // The address holds 2; three more (two links) take it past 4, closing `second`, its oldest.
    let _d1 = socket(&s, &g.id, &g.seat("div1")).await;
    let _d2 = socket(&s, &g.id, &g.spectator()).await;
    let _d3 = socket(&s, &g.id, &g.spectator()).await;
    let f = closing_frame(&mut second, Duration::from_secs(5))
        .await
        .expect("the address's oldest socket is closed")
        .expect("and told why");
    assert!(
        f["reason"].as_str().unwrap().contains("this address has 4"),
        "{f}"
    );
    let (_, v) = s.get("/api/health", None).await;
    assert_eq!(v["sockets"]["open"], 4, "{v}");
}

/// #59 item 2: a socket whose other end answers no ping is closed; one that answers stays.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_socket_that_answers_no_ping_is_closed() {
    let s = Server::with(umpire_server::Config {
        ping_secs: 1,
        ..config(&common::sqlite_url())
    })
    .await;
    let g = s.create(game_of_two()).await;
    let mut mute = socket(&s, &g.id, &g.seat("corps")).await;
    let mut alive = socket(&s, &g.id, &g.seat("div1")).await;
    // Pinged each second, a socket that answered neither of two pings is closed at the third
    // tick, three seconds in. `alive` reads, and so answers pings, past that point; `mute` is
    // not read until then (and is read while the server still waits, two seconds, for its side
    // of the closing handshake).
    assert!(
        closing_frame(&mut alive, Duration::from_millis(3_500))
            .await
            .is_none(),
        "a socket that answers pings stays open"
    );
    let f = closing_frame(&mut mute, Duration::from_secs(3))
        .await
        .expect("the mute socket was closed")
        .expect("and told why");
    assert_eq!(f["reconnect"], true, "{f}");
    assert!(f["reason"].as_str().unwrap().contains("no ping"), "{f}");
    alive.close(None).await.ok();
}

async fn say(s: &Server, game: &str, token: &str, text: &str) -> (u16, Value) {
    s.post(
        &format!("/api/games/{game}/chat"),
        Some(token),
        &json!({ "channel": "intercom", "text": text }),
    )
    .await
}

/// #59 item 3: a seat past its messages a minute, and a game past its own, get 429 with when
/// to try again; a game's chat past the most it keeps takes no more.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chat_is_capped_per_seat_and_per_game() {
    let s = Server::with(umpire_server::Config {
        chat: umpire_server::task::ChatLimits {
            per_seat_minute: 3,
            per_game_minute: 5,
            kept: 7,
        },
        ..config(&common::sqlite_url())
    })
    .await;
    let g = s.create(game_of_two()).await;
    let (corps, div1) = (g.seat("corps"), g.seat("div1"));
    for i in 0..3 {
        assert_eq!(say(&s, &g.id, &corps, &format!("corps {i}")).await.0, 201);
    }
    let (st, e) = say(&s, &g.id, &corps, "one too many").await;
    assert_eq!(st, 429, "{e}");
    assert!(
        e["error"]
            .as_str()
            .unwrap()
            .contains("3 messages a minute a seat"),
        "{e}"
    );
    let wait = e["retry_after"].as_u64().expect("retry_after");
    assert!((1..=60).contains(&wait), "{e}");
    for i in 0..2 {
        assert_eq!(say(&s, &g.id, &div1, &format!("div1 {i}")).await.0, 201);
    }
    let (st, e) = say(&s, &g.id, &div1, "the game's sixth").await;
    assert_eq!(st, 429, "{e}");
    assert!(
        e["error"]
            .as_str()
            .unwrap()
            .contains("5 messages a minute a game"),
        "{e}"
    );
    assert!(e["retry_after"].as_u64().is_some(), "{e}");

    // The most kept: with no cap a minute, the eighth message is refused for good.
    let s = Server::with(umpire_server::Config {
        chat: umpire_server::task::ChatLimits {
            per_seat_minute: 0,
            per_game_minute: 0,
            kept: 7,
        },
        ..config(&common::sqlite_url())
    })
    .await;
    let g = s.create(game_of_two()).await;
    for i in 0..7 {
        assert_eq!(
            say(&s, &g.id, &g.seat("corps"), &format!("m{i}")).await.0,
            201
        );
    }
    let (st, e) = say(&s, &g.id, &g.seat("corps"), "m7").await;
    assert_eq!(st, 403, "{e}");
    assert!(
        e["error"]
            .as_str()
            .unwrap()
            .contains("holds the 7 messages"),
        "{e}"
    );
}

/// #59 item 3: the chat is read a page at a time: a default page, a limit, where the next page
/// starts and whether there is one.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chat_is_read_a_page_at_a_time() {
    let s = Server::with(umpire_server::Config {
        chat: umpire_server::task::ChatLimits {
            per_seat_minute: 0,
            per_game_minute: 0,
            kept: 0,
        },
        ..config(&common::sqlite_url())
    })
    .await;
    let g = s.create(game_of_two()).await;
    let corps = g.seat("corps");
    for i in 0..130 {
        assert_eq!(say(&s, &g.id, &corps, &format!("m{i}")).await.0, 201);
    }
    let chat = format!("/api/games/{}/chat", g.id);
    let (st, first) = s.get(&chat, Some(&corps)).await;
    assert_eq!(st, 200, "{first}");
    assert_eq!(
        first["messages"].as_array().unwrap().len(),
        100,
        "the default page"
    );
    assert_eq!(
        (first["next"].as_i64(), first["more"].as_bool()),
        (Some(100), Some(true))
    );
    let (_, rest) = s.get(&format!("{chat}?since=100"), Some(&corps)).await;
    assert_eq!(rest["messages"].as_array().unwrap().len(), 30);
    assert_eq!(
        (rest["next"].as_i64(), rest["more"].as_bool()),
        (Some(130), Some(false))
    );
    assert_eq!(rest["messages"][0]["body"], "m100");
    let (_, small) = s
        .get(&format!("{chat}?since=125&limit=3"), Some(&corps))
        .await;
    let bodies: Vec<&str> = small["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["body"].as_str().unwrap())
        .collect();
    assert_eq!(bodies, ["m125", "m126", "m127"]);
    assert_eq!(
        (small["next"].as_i64(), small["more"].as_bool()),
        (Some(128), Some(true))
    );
    let (_, end) = s.get(&format!("{chat}?since=130"), Some(&corps)).await;
    assert_eq!(
        (end["next"].as_i64(), end["more"].as_bool()),
        (Some(130), Some(false))
    );
    for bad in ["0", "501", "many"] {
        let (st, e) = s.get(&format!("{chat}?limit={bad}"), Some(&corps)).await;
        assert_eq!((st, e["field"].as_str()), (400, Some("limit")), "{e}");
    }
}
