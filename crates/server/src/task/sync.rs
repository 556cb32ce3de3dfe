//! A game served by several processes on one PostgreSQL database: catching up with what
//! another process wrote, and rebuilding a game that fell behind.

use std::sync::Arc;

use umpire_core::record::Viewer;
use umpire_core::Seat;

use super::{seat_names, Task, Update};

impl Task {
    /// Catches up with the store if another process changed the game since this task last
    /// read or wrote it (the new lines are applied and checked; a game that cannot follow them
    /// is rebuilt from the store), and tells the sockets what changed.
    pub(super) async fn refresh(&mut self) -> Result<(), String> {
        let version = self
            .store
            .version(&self.id)
            .await
            .map_err(|e| e.to_string())?;
        if version == self.version {
            return Ok(());
        }
        // From this game's last line on: the store must still hold that line as it is here,
        // or another process took steps back (an undo, perhaps followed by other steps), and
        // the game is rebuilt from the store.
        let last = self.stored.saturating_sub(1);
        let stored = self
            .store
            .load_from(&self.id, last)
            .await
            .map_err(|e| e.to_string())?
            .ok_or("the game is no longer stored")?;
        let (step, chat) = (self.live.step(), self.chat.len());
        let ours = self.live.lines_since(last).first();
        if stored.lines.first() != ours {
            // The sockets drop this game's last step (it was taken back), then hear what the
            // store holds from there.
            let kept = step.saturating_sub(1);
            self.updates.send(Arc::new(Update::Undone {
                step: kept,
                to_act: Vec::new(),
            }));
            return self.rebuild(kept, chat).await;
        }
        let new = stored.lines.get(1..).unwrap_or_default();
        if let Err(e) = self.live.follow(new) {
            eprintln!("game {}: rebuilt from the store: {e}", self.id);
            return self.rebuild(step, chat).await;
        }
        self.stored += new.len();
        self.version = stored.version;
        self.read_tables(&stored.holders, new).await?;
        self.tell(step);
        self.tell_chat(chat);
        Ok(())
    }

    /// Rebuilds the game from the store, telling the sockets what they have not heard of
    /// (steps after `step`, chat after `chat` messages).
    pub(super) async fn rebuild(&mut self, step: usize, chat: usize) -> Result<(), String> {
        let stored = self
            .store
            .load(&self.id)
            .await
            .map_err(|e| e.to_string())?
            .ok_or("the game is no longer stored")?;
        let fresh = Task::load(&self.id, stored, self.store.clone(), self.key.clone()).await?;
        let (updates, pokes) = (self.updates.clone(), self.pokes.clone());
        let before = std::mem::take(&mut self.tokens);
        *self = fresh;
        self.updates = updates;
        self.pokes = pokes;
        self.tell_revoked(&before).await;
        if self.live.step() < step {
            self.updates.send(Arc::new(Update::Undone {
                step: self.live.step(),
                to_act: seat_names(self.live.as_ref(), &self.live.to_act()),
            }));
        } else if self.live.step() != step {
            let n = self.live.seats().len();
            let viewers: Vec<Viewer> = (0..n)
                .map(|i| Viewer::Seat(Seat::try_from(i).unwrap_or(0)))
                .chain([Viewer::Public])
                .collect();
            let log = match self.stored_log().await {
                Ok(l) => l,
                Err(e) => return Err(e.body["error"].as_str().unwrap_or_default().to_owned()),
            };
            let entries = self.live.records(&log, &viewers, step + 1);
            self.updates.send(Arc::new(Update::Steps {
                step: self.live.step(),
                entries,
                to_act: seat_names(self.live.as_ref(), &self.live.to_act()),
                over: self.live.outcome().is_some(),
            }));
        }
        self.tell_chat(chat);
        Ok(())
    }

    /// Tells the sockets of the messages after the first `chat`.
    fn tell_chat(&self, chat: usize) {
        for m in self.chat.iter().skip(chat) {
            self.updates.send(Arc::new(Update::Chat(m.clone())));
        }
    }
}
