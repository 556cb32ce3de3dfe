//! The game sockets open now, under their caps: a link, or an address, that opens one past its
//! cap closes its oldest, which is told why first. And the pings that find a socket whose
//! other end has gone.

use std::collections::{BTreeMap, VecDeque};
use std::net::IpAddr;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use tokio::sync::oneshot;

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
}

impl Book {
    fn forget(&mut self, id: u64) -> Option<oneshot::Sender<String>> {
        let (link, ip, tx) = self.close.remove(&id)?;
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

    /// Books a new socket of link `link` (its hash) from `ip`, closing the oldest of the
    /// link's or the address's past their caps: its ticket, and where it hears that it must
    /// close.
    pub fn open(&self, link: &str, ip: IpAddr) -> (Ticket, oneshot::Receiver<String>) {
        let (tx, rx) = oneshot::channel();
        let mut b = self.book.lock().unwrap_or_else(PoisonError::into_inner);
        b.next += 1;
        let id = b.next;
        b.close.insert(id, (link.to_owned(), ip, tx));
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn past_a_cap_the_oldest_socket_is_told_to_close() {
        let s = Sockets::new(2, 3, Duration::from_secs(20));
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let b: IpAddr = "10.0.0.2".parse().unwrap();
        let (t1, mut r1) = s.open("link", a);
        let (_t2, mut r2) = s.open("link", a);
        assert!(r1.try_recv().is_err() && r2.try_recv().is_err());
        let (_t3, _r3) = s.open("link", b);
        assert!(r1
            .try_recv()
            .unwrap()
            .contains("this link has 2 live pages"));
        assert!(r2.try_recv().is_err());
        drop(t1);
        let (_t4, _r4) = s.open("other", a);
        let (_t5, _r5) = s.open("third", a);
        assert!(
            r2.try_recv().is_err(),
            "a has 3 sockets: at its cap, not past it"
        );
        let (_t6, _r6) = s.open("fourth", a);
        assert!(r2.try_recv().unwrap().contains("this address has 3"));
        assert_eq!(s.open_count(), 4);
    }
}
