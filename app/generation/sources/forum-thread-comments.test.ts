// Comments laid out as communities write them (issue 26, decision 045, twenty-fifth session): a page of short reviews
// whose writers link to their "/people/" pages, and a post's comments each holding its replies in a list of their own.
import { describe, expect, it } from "vitest";
import { readPageContent } from "./read-page-content.server";
import { formatSourceFacts, type TSourceFacts } from "./read-source.server";

function read(html: string, url: string): { facts: TSourceFacts; prompt: string } {
  const result = readPageContent({ reader: "web-page", html, url, contentType: "text/html" });
  if (!result.ok) throw new Error(result.message);
  const facts = { ...result.content, url } as TSourceFacts;
  return { facts, prompt: formatSourceFacts(facts) };
}

const page = (head: string, body: string) => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

describe("a page of short reviews, each headed by its writer's link to a /people/ page", () => {
  const review = (id: number, name: string, time: string, text: string) =>
    `<div class="comment-item"><div class="avatar"><a title="${name}" href="https://community.example/people/${id}/"><img src="/icon/u${id}.jpg"></a></div>
     <div class="comment"><h3><span class="comment-vote"><span class="votes">${id}</span> <a href="#">Useful</a></span>
     <span class="comment-info"><a href="https://community.example/people/${id}/">${name}</a> <span>Watched</span>
     <span class="comment-time">${time}</span></span></h3>
     <p class="comment-content"><span class="short">${text}</span></p></div></div>`;
  const reviews = read(
    page(
      "<title>The Quiet Years short reviews</title>",
      `<h1>The Quiet Years short reviews</h1>
       <div class="tabs"><a href="?status=P">Watched (11783)</a> <a href="?status=N">Watching</a></div>
       <div id="comments">
         ${review(131430337, "Wren Hollis", "2024-04-07 13:19:20", "Neither our kindness nor our spite is ever pure, and that is why it hurts.")}
         ${review(59122, "Janine Park", "2024-04-09 09:36:18", "People say it is 2024 and these stories are old, yet the trap is still there for so many of us.")}
         ${review(77310, "Bread Dough", "2024-04-14 14:59:43", "Five dishes and a soup every night, only a man could dream that one up.")}
       </div>`,
    ),
    "https://films.example/subject/36151693/comments?status=P",
  );

  it("reads the reviews as a discussion, each with its writer", () => {
    expect(reviews.facts.kind).toBe("discussion");
    expect(reviews.prompt).toContain("Thread title: The Quiet Years short reviews");
    expect(reviews.prompt).toContain("- [Janine Park] People say it is 2024 and these stories are old");
    expect(reviews.prompt).toContain("- [Bread Dough] Five dishes and a soup every night");
  });
});

describe("a post's comments, each holding its replies in a list of their own", () => {
  const comment = (handle: string, name: string, text: string, replies = "") =>
    `<li class="list-item"><div class="comment-item"><div class="comment-avatar"><img src="/avatar/${handle}.png"></div>
     <div class="comment-main"><div class="comment-header"><span class="nickname-wrap"><a href="#/u?s=${handle}" class="username-link">${name}</a></span>
     <span class="username-wrap"> @${handle}</span> <span class="timestamp">Hangzhou</span></div>
     <div class="comment-description"><span class="comment-text">${text}</span></div>
     <div class="comment-footer"><span class="time-item">2023-07-07 02:41</span></div>
     ${replies ? `<div class="reply-wrap">${replies}</div>` : ""}</div></div></li>`;
  const reply = (handle: string, name: string, text: string) =>
    `<div class="reply-item"><div class="reply-header"><a href="#/u?s=${handle}" class="username-link">${name}</a> <span class="timestamp">Shanghai</span></div>
     <div class="reply-content"><span class="reply-text">${text}</span></div><span class="time-item">2023-07-07 03:56</span></div>`;
  const post = read(
    page(
      "<title>Post details | Bubbles, a small community</title>",
      `<div class="post-item"><div class="post-header"><a href="#/u?s=henry" class="username-link">henry</a> <span class="username-wrap">@henry</span> <span class="timestamp">Hangzhou</span></div>
       <div class="post-content"><span class="post-text">#Crypto Found an end-to-end encrypted chat and file sharing tool, quite interesting.</span></div>
       <span class="time-item">2023-07-06 22:10</span></div>
       <ul class="comments">
         ${comment(
           "henry",
           "henry",
           "Once a chat app grows big it gets regulated, whatever is centralised ends up controlled in the end.",
           reply("ali", "ali", "A personal view: encrypted chat is what a small group needs and a small group uses.") +
             reply("ali", "ali", "Still, for that small group it truly is a need, not a gimmick at all."),
         )}
         ${comment("ali", "Kitano", "This app looks so familiar, was there an open-source version of it before?")}
       </ul>`,
    ),
    "https://bubbles.example/#/post?id=1080035365",
  );

  it("reads each comment with its writer, and the replies under it", () => {
    expect(post.facts.kind).toBe("discussion");
    expect(post.prompt).toContain("Posted by: henry");
    expect(post.prompt).toContain("- [henry] Once a chat app grows big it gets regulated");
    expect(post.prompt).toContain("- [Kitano] This app looks so familiar");
    expect(post.prompt).toContain("- [ali] A personal view: encrypted chat");
  });
});

// A short topic whose own list item holds its comments (twenty-seventh session): the topic's writer and time, its few
// words and its counts, then, inside the same item, a box to comment and the comments, each under its writer's name.
describe("a short topic whose own item holds its comments", () => {
  const comment = (id: number, name: string, badge: string, text: string, nested = "") =>
    `<div id="reply-${id}" class="comment"><div class="comment-inner"><div class="comment-avatar"><img src="/avatars/${id}.png"></div>
     <div class="comment-content"><div class="comment-content-author"><span class="comment-author-name"><a class="username">${name}<img src="/vip.png">${badge}<small class="time">3 months ago</small></a></span></div>
     <div class="comment-content-detail"><div class="comment-text"><span>${text}</span></div>
     <span><a class="operate like"><i class="icon-like"></i></a> <a class="operate reply"><i class="icon-comment"></i><small>Reply</small></a></span></div></div></div>
     ${nested ? `<div class="comment-nested"><div class="sub-comment">${nested}</div></div>` : ""}</div>`;
  const topic = (words: string) =>
    read(
      page(
        "<title>Bayside Board</title>",
        `<header><a href="/">Bayside Board</a> <a href="/login">Sign in</a></header>
         <main><ul class="list-items"><li class="list-item">
           <div class="item-meta"><div class="item-meta-avatar"><img src="/avatars/7.png"></div>
             <div class="item-meta-content"><h4 class="item-meta-title"><span class="topic-username"><div class="topic-username-top"><a>marlow_k</a><img src="/vip.png"><small>3 months ago</small></div></span></h4></div></div>
           <div class="content">${words}</div>
           <div><div class="topic-tag"><span>Work</span></div><span class="liked-by">and others liked this</span></div>
           <div class="topic-actions"><span class="share">Share</span> <span class="message">2</span> <span class="like">3</span></div>
           <div><div id="topic-comment"><form><textarea></textarea><span>0/200</span><button>Post comment</button></form>
             <div class="comment-head"><p class="text">All comments</p><span>2</span> <span>Top</span> <span>Newest</span></div>
             <div>${comment(
               78,
               "Ilse Brandt",
               "",
               "So money was the answer after all?",
               comment(79, "marlow_k", "<span>(OP)</span>", "They say money makes the mare go."),
             )}</div></div></div>
         </li></ul></main>`,
      ),
      "https://bayside.example/topic/detail/1102",
    );

  it("reads the topic's words as the opening post, by its writer, and the comments as its replies", () => {
    const { facts, prompt } = topic(
      "<span>Took me a day and a half and four tablets bought to get it solved in the end.</span>",
    );
    expect(facts.kind).toBe("discussion");
    expect(prompt).toContain("Posted by: marlow_k\n");
    expect(prompt).toContain(
      "Original post:\nTook me a day and a half and four tablets bought to get it solved in the end.\n",
    );
    expect(prompt).toContain("- [Ilse Brandt3 months ago] So money was the answer after all?");
    expect(prompt).toContain("- [marlow_k(OP)3 months ago] They say money makes the mare go.");
  });

  it("keeps an article that holds its comments an article: a story stands above them", () => {
    const paragraph = (n: number) =>
      `<p>Paragraph ${n} of the story tells at length how the council weighed the harbour plan, what the engineers found when they surveyed the old sea wall, and why the vote was put off until the spring.</p>`;
    const { facts } = topic([1, 2, 3, 4, 5, 6, 7].map(paragraph).join(""));
    expect(facts.kind).not.toBe("discussion");
  });
});

// A page of reviews (twenty-seventh session): each review headed by a line of its writer's name and the rating they
// gave, the page's heading naming what they review. No review opens it: the first is one reply among the others.
describe("a page of reviews, each writer's name in a line with the rating they gave", () => {
  const review = (id: number, name: string, stars: number, text: string) =>
    `<div class="review-item"><div class="avatar"><a href="https://books.example/people/${id}/"><img src="/icon/u${id}.jpg"></a></div>
     <div class="review"><h3><span class="review-votes"><span class="votes">${id % 97}</span> <a href="#">Helpful</a></span>
     <span class="review-info"><a href="https://books.example/people/${id}/">${name}</a> <span>Read</span>
     <span class="stars${stars}0 rating" title="${stars} of 5"></span> <span class="review-time">2023-10-0${stars} 18:2${stars}:00</span></span></h3>
     <p class="review-content"><span class="short">${text}</span></p></div></div>`;
  const reviews = read(
    page(
      "<title>The Salt Road reviews</title>",
      `<h1>The Salt Road reviews</h1>
       <div class="tabs"><a href="?status=P">Read (2210)</a> <a href="?status=W">Want to read</a> <a href="#">Write a review</a></div>
       <div id="reviews">
         ${review(4411, "Maren Voss", 5, "The last chapter undid me, I read it twice on the train home and missed my stop.")}
         ${review(5120, "Teodor Ilic", 3, "Beautifully written, though the middle third wanders far longer than it should.")}
         ${review(6307, "Ama Owusu", 4, "A quiet book about grief that never once tells you how you ought to feel about it.")}
       </div>`,
    ),
    "https://books.example/subject/88120/comments",
  );

  it("reads every review as a reply, the first one too, with no opening post", () => {
    expect(reviews.facts.kind).toBe("discussion");
    expect(reviews.prompt).toContain("Thread title: The Salt Road reviews\n");
    expect(reviews.prompt).not.toContain("Posted by:");
    expect(reviews.prompt).not.toContain("Original post:");
    expect(reviews.prompt).toContain("- [Maren Voss] The last chapter undid me, I read it twice");
    expect(reviews.prompt).toContain("- [Teodor Ilic] Beautifully written, though the middle third");
    expect(reviews.prompt).toContain("- [Ama Owusu] A quiet book about grief");
  });
});
