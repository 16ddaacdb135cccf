import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserRow } from '../features/accounts/accounts.repository.js';
import type { CityRow } from '../features/cities/cities.repository.js';
import type { GraphQLContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date and time in UTC. */
  DateTime: { input: Date | string; output: Date | string; }
};

export type AuthTokens = {
  __typename?: 'AuthTokens';
  accessToken: Scalars['String']['output'];
  refreshToken: Scalars['String']['output'];
};

export type CitiesFilter = {
  /** Prefix of the name; case and diacritics are ignored. */
  search: Scalars['String']['input'];
};

/** A Czech municipality (obec). */
export type City = {
  __typename?: 'City';
  _id: Scalars['ID']['output'];
  /** The district (okres), which tells apart municipalities of the same name. */
  district: Scalars['String']['output'];
  name: Scalars['String']['output'];
  region: Region;
};

export type FinishSignUpInput = {
  code: Scalars['String']['input'];
  firstname: Scalars['String']['input'];
  lastname: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type Language =
  | 'cs_CZ'
  | 'en_US';

export type Mutation = {
  __typename?: 'Mutation';
  _empty?: Maybe<Scalars['Boolean']['output']>;
  /** Revokes the user's other refresh tokens (this session stays signed in). */
  changePassword: Scalars['Boolean']['output'];
  /** Deletes personal data; every token of the user stops working at once. */
  deleteAccount: Scalars['Boolean']['output'];
  /** Creates the account from the mailed code and signs in. Bot-checked (FINISH_SIGN_UP). */
  finishSignUp: AuthTokens;
  /** Issues a new access token; the refresh token stays the same. */
  refreshToken: RefreshedToken;
  /** Always true, whether or not the e-mail has an account. Bot-checked (REQUEST_PASSWORD_RESET). */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** Sets a new password from a mailed code and revokes every refresh token. Bot-checked (RESET_PASSWORD). */
  resetPassword: Scalars['Boolean']['output'];
  /** Bot-checked (SIGN_IN_VIA_EMAIL_AND_PASSWORD). */
  signIn: AuthTokens;
  /** Revokes the given refresh token. Always true. */
  signOut: Scalars['Boolean']['output'];
  /** Mails a link to finish the sign-up. Bot-checked (SIGN_UP). */
  signUp: Scalars['Boolean']['output'];
  updateMyProfile: User;
};


export type MutationChangePasswordArgs = {
  newPassword: Scalars['String']['input'];
  oldPassword: Scalars['String']['input'];
};


export type MutationDeleteAccountArgs = {
  feedback?: InputMaybe<Scalars['String']['input']>;
};


export type MutationFinishSignUpArgs = {
  input: FinishSignUpInput;
};


export type MutationRefreshTokenArgs = {
  refreshToken: Scalars['String']['input'];
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  code: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationSignInArgs = {
  input: SignInInput;
};


export type MutationSignOutArgs = {
  refreshToken: Scalars['String']['input'];
};


export type MutationSignUpArgs = {
  input: SignUpInput;
};


export type MutationUpdateMyProfileArgs = {
  input: UpdateMyProfileInput;
};

export type PaginationInput = {
  /** Pages are numbered from 1. */
  pageNumber?: Scalars['Int']['input'];
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

export type Query = {
  __typename?: 'Query';
  /** At most 20 municipalities whose name starts with the search: exact names first, then alphabetically. */
  cities: Array<City>;
  /** Always true; lets clients check the API is reachable. */
  health: Scalars['Boolean']['output'];
  /** The signed-in user. Errors with UNAUTHORIZED without a valid access token. */
  me: User;
};


export type QueryCitiesArgs = {
  filter: CitiesFilter;
};

export type RefreshedToken = {
  __typename?: 'RefreshedToken';
  accessToken: Scalars['String']['output'];
};

/** The 14 regions (kraje) of the Czech Republic. */
export type Region =
  | 'CENTRAL_BOHEMIAN'
  | 'HRADEC_KRALOVE'
  | 'KARLOVY_VARY'
  | 'LIBEREC'
  | 'MORAVIAN_SILESIAN'
  | 'OLOMOUC'
  | 'PARDUBICE'
  | 'PILSEN'
  | 'PRAGUE_CAPITAL'
  | 'SOUTH_BOHEMIAN'
  | 'SOUTH_MORAVIAN'
  | 'USTI'
  | 'VYSOCINA'
  | 'ZLIN';

/** Roles of spec §6. A role check passes for ADMIN or the requested role. */
export type Role =
  | 'ADMIN'
  | 'BLOG_EDITOR'
  | 'CHIEF_EDITOR'
  | 'PARTNER_EDITOR'
  | 'TRIP_EDITOR'
  | 'USER';

export type Sex =
  | 'F'
  | 'M';

export type SignInInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type SignUpInput = {
  email: Scalars['String']['input'];
  /** Language of the confirmation e-mail and of the new account. */
  language?: InputMaybe<Language>;
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

export type Subscription = {
  __typename?: 'Subscription';
  _empty?: Maybe<Scalars['Boolean']['output']>;
  /** The signed-in user's profile, whenever it changes (from any device). */
  myProfileUpdated: User;
};

/** Only the fields given are changed; null clears city, sex or ageRange. */
export type UpdateMyProfileInput = {
  ageRange?: InputMaybe<Scalars['Int']['input']>;
  cityId?: InputMaybe<Scalars['ID']['input']>;
  firstname?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Language>;
  lastname?: InputMaybe<Scalars['String']['input']>;
  sex?: InputMaybe<Sex>;
};

/** The signed-in user (spec §3 User/Me). */
export type User = {
  __typename?: 'User';
  _id: Scalars['ID']['output'];
  /** Lower bound of the age range: 0, 18, 30, 45 or 60. */
  ageRange?: Maybe<Scalars['Int']['output']>;
  city?: Maybe<City>;
  email: Scalars['String']['output'];
  firstname: Scalars['String']['output'];
  fullname: Scalars['String']['output'];
  language: Language;
  lastname: Scalars['String']['output'];
  onboardingCompleted: Scalars['Boolean']['output'];
  roles: Array<Role>;
  sex?: Maybe<Sex>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AuthTokens: ResolverTypeWrapper<AuthTokens>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CitiesFilter: CitiesFilter;
  City: ResolverTypeWrapper<CityRow>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  FinishSignUpInput: FinishSignUpInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Language: Language;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PaginationInput: PaginationInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RefreshedToken: ResolverTypeWrapper<RefreshedToken>;
  Region: Region;
  Role: Role;
  Sex: Sex;
  SignInInput: SignInInput;
  SignUpInput: SignUpInput;
  SortDirection: SortDirection;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  UpdateMyProfileInput: UpdateMyProfileInput;
  User: ResolverTypeWrapper<UserRow>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AuthTokens: AuthTokens;
  Boolean: Scalars['Boolean']['output'];
  CitiesFilter: CitiesFilter;
  City: CityRow;
  DateTime: Scalars['DateTime']['output'];
  FinishSignUpInput: FinishSignUpInput;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Mutation: Record<PropertyKey, never>;
  PaginationInput: PaginationInput;
  Query: Record<PropertyKey, never>;
  RefreshedToken: RefreshedToken;
  SignInInput: SignInInput;
  SignUpInput: SignUpInput;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  UpdateMyProfileInput: UpdateMyProfileInput;
  User: UserRow;
};

export type AuthTokensResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthTokens'] = ResolversParentTypes['AuthTokens']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refreshToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['City'] = ResolversParentTypes['City']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  district?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  region?: Resolver<ResolversTypes['Region'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _empty?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'newPassword' | 'oldPassword'>>;
  deleteAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<MutationDeleteAccountArgs>>;
  finishSignUp?: Resolver<ResolversTypes['AuthTokens'], ParentType, ContextType, RequireFields<MutationFinishSignUpArgs, 'input'>>;
  refreshToken?: Resolver<ResolversTypes['RefreshedToken'], ParentType, ContextType, RequireFields<MutationRefreshTokenArgs, 'refreshToken'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'code' | 'password'>>;
  signIn?: Resolver<ResolversTypes['AuthTokens'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'input'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSignOutArgs, 'refreshToken'>>;
  signUp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  updateMyProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateMyProfileArgs, 'input'>>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  cities?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType, RequireFields<QueryCitiesArgs, 'filter'>>;
  health?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type RefreshedTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RefreshedToken'] = ResolversParentTypes['RefreshedToken']> = {
  accessToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  _empty?: SubscriptionResolver<Maybe<ResolversTypes['Boolean']>, "_empty", ParentType, ContextType>;
  myProfileUpdated?: SubscriptionResolver<ResolversTypes['User'], "myProfileUpdated", ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ageRange?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onboardingCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  sex?: Resolver<Maybe<ResolversTypes['Sex']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AuthTokens?: AuthTokensResolvers<ContextType>;
  City?: CityResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RefreshedToken?: RefreshedTokenResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

