import type { DemoModel } from '../demoRegistry';
import { timedAuthorJson } from '../profiles/serializers';
import { jsonSerializer } from '../shared/jsonSerializer';
import type { Follower, GalleryItem, Post, PostComment, PostReply } from './types';

function replyJson(reply: DemoModel<'reply'>): PostReply {
  return {
    id: Number(reply.id),
    profile: timedAuthorJson(reply.profile, reply.time),
    data: { comment: reply.text, likes: reply.likes },
  };
}

function commentJson(comment: DemoModel<'comment'>): PostComment {
  return {
    id: Number(comment.id),
    profile: timedAuthorJson(comment.profile, comment.time),
    data: { comment: comment.text, likes: comment.likes, replies: comment.replies.models.map(replyJson) },
  };
}

export function postJson(post: DemoModel<'post'>): Post {
  const { content, images, video, likes } = post;
  return {
    id: Number(post.id),
    profile: timedAuthorJson(post.profile, post.time),
    data: { content, images, video, likes, comments: post.comments.models.map(commentJson) },
  };
}

function followerJson(follower: DemoModel<'follower'>): Follower {
  const { avatar, name, role, country, isFollowed } = follower;
  return { id: String(follower.id), avatar, name, role, country, isFollowed };
}

function galleryItemJson(item: DemoModel<'galleryItem'>): GalleryItem {
  const { cover, name, time } = item;
  return { id: String(item.id), cover, name, time };
}

export const socialSerializers = {
  post: jsonSerializer(postJson),
  follower: jsonSerializer(followerJson),
  galleryItem: jsonSerializer(galleryItemJson),
};
