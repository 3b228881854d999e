export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: '14.12';
  };
  public: {
    Tables: {
      accounts: {
        Row: {
          account_name: string;
          active: boolean;
          affiliate_id: string | null;
          business_type: string | null;
          contact_email: string | null;
          contact_first_name: string | null;
          contact_last_name: string | null;
          contact_phone: string | null;
          contact_title: string | null;
          created_at: string;
          created_by: string | null;
          id: string;
          notes: string | null;
          organization_id: string;
          partner_id: string | null;
          sales_rep: string | null;
          service_address: string | null;
          service_address_2: string | null;
          service_city: string | null;
          service_state: string | null;
          service_zip: string | null;
          signature_name: string | null;
          signature_path: string | null;
          signature_signed_at: string | null;
          signature_signed_by: string | null;
          signature_status: string | null;
          updated_at: string;
          updated_by: string | null;
          utility: string | null;
          utility_account_number: string | null;
        };
        Insert: {
          account_name: string;
          active?: boolean;
          affiliate_id?: string | null;
          business_type?: string | null;
          contact_email?: string | null;
          contact_first_name?: string | null;
          contact_last_name?: string | null;
          contact_phone?: string | null;
          contact_title?: string | null;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          notes?: string | null;
          organization_id: string;
          partner_id?: string | null;
          sales_rep?: string | null;
          service_address?: string | null;
          service_address_2?: string | null;
          service_city?: string | null;
          service_state?: string | null;
          service_zip?: string | null;
          signature_name?: string | null;
          signature_path?: string | null;
          signature_signed_at?: string | null;
          signature_signed_by?: string | null;
          signature_status?: string | null;
          updated_at?: string;
          updated_by?: string | null;
          utility?: string | null;
          utility_account_number?: string | null;
        };
        Update: {
          account_name?: string;
          active?: boolean;
          affiliate_id?: string | null;
          business_type?: string | null;
          contact_email?: string | null;
          contact_first_name?: string | null;
          contact_last_name?: string | null;
          contact_phone?: string | null;
          contact_title?: string | null;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          notes?: string | null;
          organization_id?: string;
          partner_id?: string | null;
          sales_rep?: string | null;
          service_address?: string | null;
          service_address_2?: string | null;
          service_city?: string | null;
          service_state?: string | null;
          service_zip?: string | null;
          signature_name?: string | null;
          signature_path?: string | null;
          signature_signed_at?: string | null;
          signature_signed_by?: string | null;
          signature_status?: string | null;
          updated_at?: string;
          updated_by?: string | null;
          utility?: string | null;
          utility_account_number?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'accounts_affiliate_id_fkey';
            columns: ['affiliate_id'];
            isOneToOne: false;
            referencedRelation: 'affiliates';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'accounts_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'accounts_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'organizations';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'accounts_partner_id_fkey';
            columns: ['partner_id'];
            isOneToOne: false;
            referencedRelation: 'partners';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'accounts_sales_rep_fkey';
            columns: ['sales_rep'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'accounts_signature_signed_by_fkey';
            columns: ['signature_signed_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      affiliates: {
        Row: {
          active: boolean;
          avatar: string | null;
          created_at: string;
          first_name: string | null;
          id: string;
          last_name: string | null;
          name: string;
          organization_id: string;
          owner: string | null;
          phone: string | null;
          primary_email: string | null;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          active?: boolean;
          avatar?: string | null;
          created_at?: string;
          first_name?: string | null;
          id?: string;
          last_name?: string | null;
          name: string;
          organization_id: string;
          owner?: string | null;
          phone?: string | null;
          primary_email?: string | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          active?: boolean;
          avatar?: string | null;
          created_at?: string;
          first_name?: string | null;
          id?: string;
          last_name?: string | null;
          name?: string;
          organization_id?: string;
          owner?: string | null;
          phone?: string | null;
          primary_email?: string | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'affiliates_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'organizations';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'affiliates_owner_fkey';
            columns: ['owner'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      api_content: {
        Row: {
          content: Json;
          created_at: string;
          id: string;
          updated_at: string;
        };
        Insert: {
          content?: Json;
          created_at?: string;
          id: string;
          updated_at?: string;
        };
        Update: {
          content?: Json;
          created_at?: string;
          id?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      assigned_organizations: {
        Row: {
          created_at: string;
          id: number;
          organization: string;
          profile: string;
        };
        Insert: {
          created_at?: string;
          id?: never;
          organization: string;
          profile: string;
        };
        Update: {
          created_at?: string;
          id?: never;
          organization?: string;
          profile?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'assigned_organizations_organization_fkey';
            columns: ['organization'];
            isOneToOne: false;
            referencedRelation: 'organizations';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'assigned_organizations_profile_fkey';
            columns: ['profile'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      assigned_permissions: {
        Row: {
          created_at: string;
          id: number;
          permission: string;
          role: number | null;
          user: string | null;
        };
        Insert: {
          created_at?: string;
          id?: never;
          permission: string;
          role?: number | null;
          user?: string | null;
        };
        Update: {
          created_at?: string;
          id?: never;
          permission?: string;
          role?: number | null;
          user?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'assigned_permissions_permission_fkey';
            columns: ['permission'];
            isOneToOne: false;
            referencedRelation: 'permissions';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'assigned_permissions_role_fkey';
            columns: ['role'];
            isOneToOne: false;
            referencedRelation: 'roles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'assigned_permissions_user_fkey';
            columns: ['user'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      assigned_profiles: {
        Row: {
          created_at: string;
          id: number;
          profile: string;
          shared_profile: string | null;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          id?: never;
          profile: string;
          shared_profile?: string | null;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          id?: never;
          profile?: string;
          shared_profile?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'assigned_profiles_profile_fkey';
            columns: ['profile'];
            isOneToOne: true;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'assigned_profiles_shared_profile_fkey';
            columns: ['shared_profile'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      contracts: {
        Row: {
          account_affiliate_id: string | null;
          account_id: string;
          account_partner_id: string | null;
          account_sales_rep: string | null;
          commodity: string;
          created_at: string;
          created_by: string | null;
          end_date: string | null;
          id: string;
          matrix_submission_id: string | null;
          number: string | null;
          organization_id: string;
          pricing_request_id: string | null;
          product_id: string | null;
          rate: number | null;
          retailer_id: string | null;
          start_date: string | null;
          status: string;
          updated_at: string;
          updated_by: string | null;
          volume: number | null;
        };
        Insert: {
          account_affiliate_id?: string | null;
          account_id: string;
          account_partner_id?: string | null;
          account_sales_rep?: string | null;
          commodity?: string;
          created_at?: string;
          created_by?: string | null;
          end_date?: string | null;
          id?: string;
          matrix_submission_id?: string | null;
          number?: string | null;
          organization_id?: string;
          pricing_request_id?: string | null;
          product_id?: string | null;
          rate?: number | null;
          retailer_id?: string | null;
          start_date?: string | null;
          status?: string;
          updated_at?: string;
          updated_by?: string | null;
          volume?: number | null;
        };
        Update: {
          account_affiliate_id?: string | null;
          account_id?: string;
          account_partner_id?: string | null;
          account_sales_rep?: string | null;
          commodity?: string;
          created_at?: string;
          created_by?: string | null;
          end_date?: string | null;
          id?: string;
          matrix_submission_id?: string | null;
          number?: string | null;
          organization_id?: string;
          pricing_request_id?: string | null;
          product_id?: string | null;
          rate?: number | null;
          retailer_id?: string | null;
          start_date?: string | null;
          status?: string;
          updated_at?: string;
          updated_by?: string | null;
          volume?: number | null;
        };
        Relationships: [
          {
            foreignKeyName: 'contracts_account_id_fkey';
            columns: ['account_id'];
            isOneToOne: false;
            referencedRelation: 'accounts';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'contracts_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'contracts_matrix_submission_id_fkey';
            columns: ['matrix_submission_id'];
            isOneToOne: false;
            referencedRelation: 'matrix_submissions';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'contracts_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'organizations';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'contracts_pricing_request_id_fkey';
            columns: ['pricing_request_id'];
            isOneToOne: false;
            referencedRelation: 'pricing_requests';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'contracts_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'contracts_retailer_id_fkey';
            columns: ['retailer_id'];
            isOneToOne: false;
            referencedRelation: 'retailers';
            referencedColumns: ['id'];
          },
        ];
      };
      file_types: {
        Row: {
          created_at: string;
          id: string;
          name: string;
        };
        Insert: {
          created_at?: string;
          id: string;
          name: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          name?: string;
        };
        Relationships: [];
      };
      files: {
        Row: {
          account_id: string | null;
          contract_id: string | null;
          created_at: string;
          created_by: string | null;
          file_name: string;
          file_size: number | null;
          id: string;
          matrix_submission_id: string | null;
          organization_id: string;
          path: string;
          pricing_request_id: string | null;
          profile_id: string | null;
          proposal_id: string | null;
          task_id: string | null;
          thumb_file_size: number | null;
          thumb_path: string | null;
          type: string;
          updated_at: string;
          url: string | null;
        };
        Insert: {
          account_id?: string | null;
          contract_id?: string | null;
          created_at?: string;
          created_by?: string | null;
          file_name: string;
          file_size?: number | null;
          id?: string;
          matrix_submission_id?: string | null;
          organization_id?: string;
          path: string;
          pricing_request_id?: string | null;
          profile_id?: string | null;
          proposal_id?: string | null;
          task_id?: string | null;
          thumb_file_size?: number | null;
          thumb_path?: string | null;
          type?: string;
          updated_at?: string;
          url?: string | null;
        };
        Update: {
          account_id?: string | null;
          contract_id?: string | null;
          created_at?: string;
          created_by?: string | null;
          file_name?: string;
          file_size?: number | null;
          id?: string;
          matrix_submission_id?: string | null;
          organization_id?: string;
          path?: string;
          pricing_request_id?: string | null;
          profile_id?: string | null;
          proposal_id?: string | null;
          task_id?: string | null;
          thumb_file_size?: number | null;
          thumb_path?: string | null;
          type?: string;
          updated_at?: string;
          url?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'files_account_id_fkey';
            columns: ['account_id'];
            isOneToOne: false;
            referencedRelation: 'accounts';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'files_contract_id_fkey';
            columns: ['contract_id'];
            isOneToOne: false;
            referencedRelation: 'contracts';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'files_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'files_matrix_submission_id_fkey';
            columns: ['matrix_submission_id'];
            isOneToOne: false;
            referencedRelation: 'matrix_submissions';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'files_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'organizations';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'files_pricing_request_id_fkey';
            columns: ['pricing_request_id'];
            isOneToOne: false;
            referencedRelation: 'pricing_requests';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'files_profile_id_fkey';
            columns: ['profile_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'files_proposal_id_fkey';
            columns: ['proposal_id'];
            isOneToOne: false;
            referencedRelation: 'proposals';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'files_task_id_fkey';
            columns: ['task_id'];
            isOneToOne: false;
            referencedRelation: 'tasks';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'files_type_fkey';
            columns: ['type'];
            isOneToOne: false;
            referencedRelation: 'file_types';
            referencedColumns: ['id'];
          },
        ];
      };
      keys: {
        Row: {
          created_at: string;
          id: string;
          key: string;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          id: string;
          key: string;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          key?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      matrix_submissions: {
        Row: {
          account_affiliate_id: string | null;
          account_id: string;
          account_partner_id: string | null;
          account_sales_rep: string | null;
          annual_volume: number | null;
          commodity: string;
          created_at: string;
          created_by: string | null;
          id: string;
          notes: string | null;
          organization_id: string;
          product_id: string | null;
          rate: number | null;
          retailer_id: string | null;
          sales_rep: string | null;
          start_date: string | null;
          status: string;
          term_months: number | null;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          account_affiliate_id?: string | null;
          account_id: string;
          account_partner_id?: string | null;
          account_sales_rep?: string | null;
          annual_volume?: number | null;
          commodity?: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          notes?: string | null;
          organization_id?: string;
          product_id?: string | null;
          rate?: number | null;
          retailer_id?: string | null;
          sales_rep?: string | null;
          start_date?: string | null;
          status?: string;
          term_months?: number | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          account_affiliate_id?: string | null;
          account_id?: string;
          account_partner_id?: string | null;
          account_sales_rep?: string | null;
          annual_volume?: number | null;
          commodity?: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          notes?: string | null;
          organization_id?: string;
          product_id?: string | null;
          rate?: number | null;
          retailer_id?: string | null;
          sales_rep?: string | null;
          start_date?: string | null;
          status?: string;
          term_months?: number | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'matrix_submissions_account_id_fkey';
            columns: ['account_id'];
            isOneToOne: false;
            referencedRelation: 'accounts';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'matrix_submissions_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'matrix_submissions_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'organizations';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'matrix_submissions_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'matrix_submissions_retailer_id_fkey';
            columns: ['retailer_id'];
            isOneToOne: false;
            referencedRelation: 'retailers';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'matrix_submissions_sales_rep_fkey';
            columns: ['sales_rep'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      news: {
        Row: {
          active: boolean;
          author: string | null;
          body: string;
          created_at: string;
          id: string;
          organization_id: string | null;
          published_at: string;
          title: string;
          updated_at: string;
        };
        Insert: {
          active?: boolean;
          author?: string | null;
          body?: string;
          created_at?: string;
          id?: string;
          organization_id?: string | null;
          published_at?: string;
          title: string;
          updated_at?: string;
        };
        Update: {
          active?: boolean;
          author?: string | null;
          body?: string;
          created_at?: string;
          id?: string;
          organization_id?: string | null;
          published_at?: string;
          title?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'news_author_fkey';
            columns: ['author'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'news_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'organizations';
            referencedColumns: ['id'];
          },
        ];
      };
      organizations: {
        Row: {
          active: boolean;
          address: string | null;
          address_2: string | null;
          city: string | null;
          country: string;
          created_at: string;
          email: string | null;
          id: string;
          logo: string | null;
          name: string;
          phone: string | null;
          state: string | null;
          updated_at: string;
          updated_by: string | null;
          website: string | null;
          zip: string | null;
        };
        Insert: {
          active?: boolean;
          address?: string | null;
          address_2?: string | null;
          city?: string | null;
          country?: string;
          created_at?: string;
          email?: string | null;
          id?: string;
          logo?: string | null;
          name: string;
          phone?: string | null;
          state?: string | null;
          updated_at?: string;
          updated_by?: string | null;
          website?: string | null;
          zip?: string | null;
        };
        Update: {
          active?: boolean;
          address?: string | null;
          address_2?: string | null;
          city?: string | null;
          country?: string;
          created_at?: string;
          email?: string | null;
          id?: string;
          logo?: string | null;
          name?: string;
          phone?: string | null;
          state?: string | null;
          updated_at?: string;
          updated_by?: string | null;
          website?: string | null;
          zip?: string | null;
        };
        Relationships: [];
      };
      partner_statuses: {
        Row: {
          created_at: string;
          id: number;
          name: string;
          sort_order: number;
        };
        Insert: {
          created_at?: string;
          id: number;
          name: string;
          sort_order?: number;
        };
        Update: {
          created_at?: string;
          id?: number;
          name?: string;
          sort_order?: number;
        };
        Relationships: [];
      };
      partners: {
        Row: {
          active: boolean;
          avatar: string | null;
          created_at: string;
          first_name: string | null;
          id: string;
          last_name: string | null;
          name: string;
          organization_id: string;
          owner: string | null;
          phone: string | null;
          primary_email: string | null;
          regional_manager: string | null;
          status: number;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          active?: boolean;
          avatar?: string | null;
          created_at?: string;
          first_name?: string | null;
          id?: string;
          last_name?: string | null;
          name: string;
          organization_id: string;
          owner?: string | null;
          phone?: string | null;
          primary_email?: string | null;
          regional_manager?: string | null;
          status?: number;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          active?: boolean;
          avatar?: string | null;
          created_at?: string;
          first_name?: string | null;
          id?: string;
          last_name?: string | null;
          name?: string;
          organization_id?: string;
          owner?: string | null;
          phone?: string | null;
          primary_email?: string | null;
          regional_manager?: string | null;
          status?: number;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'partners_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'organizations';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'partners_owner_fkey';
            columns: ['owner'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'partners_regional_manager_fkey';
            columns: ['regional_manager'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'partners_status_fkey';
            columns: ['status'];
            isOneToOne: false;
            referencedRelation: 'partner_statuses';
            referencedColumns: ['id'];
          },
        ];
      };
      permissions: {
        Row: {
          action: string;
          created_at: string;
          description: string | null;
          group_name: string;
          id: string;
        };
        Insert: {
          action: string;
          created_at?: string;
          description?: string | null;
          group_name: string;
          id: string;
        };
        Update: {
          action?: string;
          created_at?: string;
          description?: string | null;
          group_name?: string;
          id?: string;
        };
        Relationships: [];
      };
      photos: {
        Row: {
          account_id: string;
          created_at: string;
          file_name: string;
          file_size: number | null;
          id: string;
          organization_id: string;
          path: string;
          profile_id: string | null;
          task_id: string | null;
          thumb_file_size: number | null;
          thumb_path: string | null;
          updated_at: string;
          url: string | null;
        };
        Insert: {
          account_id: string;
          created_at?: string;
          file_name: string;
          file_size?: number | null;
          id?: string;
          organization_id?: string;
          path: string;
          profile_id?: string | null;
          task_id?: string | null;
          thumb_file_size?: number | null;
          thumb_path?: string | null;
          updated_at?: string;
          url?: string | null;
        };
        Update: {
          account_id?: string;
          created_at?: string;
          file_name?: string;
          file_size?: number | null;
          id?: string;
          organization_id?: string;
          path?: string;
          profile_id?: string | null;
          task_id?: string | null;
          thumb_file_size?: number | null;
          thumb_path?: string | null;
          updated_at?: string;
          url?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'photos_account_id_fkey';
            columns: ['account_id'];
            isOneToOne: false;
            referencedRelation: 'accounts';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'photos_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'organizations';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'photos_profile_id_fkey';
            columns: ['profile_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'photos_task_id_fkey';
            columns: ['task_id'];
            isOneToOne: false;
            referencedRelation: 'tasks';
            referencedColumns: ['id'];
          },
        ];
      };
      pricing_requests: {
        Row: {
          account_active: boolean;
          account_affiliate_id: string | null;
          account_id: string;
          account_name: string;
          account_partner_id: string | null;
          account_sales_rep: string | null;
          active: boolean;
          commodity: string;
          created_at: string;
          created_by: string | null;
          id: string;
          name: string;
          notes: string | null;
          organization_id: string;
          requested_start_date: string | null;
          sales_rep: string | null;
          total_volume: number | null;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          account_active?: boolean;
          account_affiliate_id?: string | null;
          account_id: string;
          account_name?: string;
          account_partner_id?: string | null;
          account_sales_rep?: string | null;
          active?: boolean;
          commodity?: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          name: string;
          notes?: string | null;
          organization_id?: string;
          requested_start_date?: string | null;
          sales_rep?: string | null;
          total_volume?: number | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          account_active?: boolean;
          account_affiliate_id?: string | null;
          account_id?: string;
          account_name?: string;
          account_partner_id?: string | null;
          account_sales_rep?: string | null;
          active?: boolean;
          commodity?: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          name?: string;
          notes?: string | null;
          organization_id?: string;
          requested_start_date?: string | null;
          sales_rep?: string | null;
          total_volume?: number | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'pricing_requests_account_id_fkey';
            columns: ['account_id'];
            isOneToOne: false;
            referencedRelation: 'accounts';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'pricing_requests_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'pricing_requests_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'organizations';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'pricing_requests_sales_rep_fkey';
            columns: ['sales_rep'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      pricing_requests_products: {
        Row: {
          active: boolean;
          created_at: string;
          id: string;
          pricing_request_id: string;
          product_id: string;
          retailer_id: string;
          updated_at: string;
        };
        Insert: {
          active?: boolean;
          created_at?: string;
          id?: string;
          pricing_request_id: string;
          product_id: string;
          retailer_id: string;
          updated_at?: string;
        };
        Update: {
          active?: boolean;
          created_at?: string;
          id?: string;
          pricing_request_id?: string;
          product_id?: string;
          retailer_id?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'pricing_requests_products_pricing_request_id_fkey';
            columns: ['pricing_request_id'];
            isOneToOne: false;
            referencedRelation: 'pricing_requests';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'pricing_requests_products_product_id_fkey';
            columns: ['product_id'];
            isOneToOne: false;
            referencedRelation: 'products';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'pricing_requests_products_retailer_id_fkey';
            columns: ['retailer_id'];
            isOneToOne: false;
            referencedRelation: 'retailers';
            referencedColumns: ['id'];
          },
        ];
      };
      products: {
        Row: {
          active: boolean;
          commodity: string;
          created_at: string;
          id: string;
          name: string;
          retailer_id: string;
          term_months: number;
          updated_at: string;
        };
        Insert: {
          active?: boolean;
          commodity: string;
          created_at?: string;
          id?: string;
          name: string;
          retailer_id: string;
          term_months: number;
          updated_at?: string;
        };
        Update: {
          active?: boolean;
          commodity?: string;
          created_at?: string;
          id?: string;
          name?: string;
          retailer_id?: string;
          term_months?: number;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'products_retailer_id_fkey';
            columns: ['retailer_id'];
            isOneToOne: false;
            referencedRelation: 'retailers';
            referencedColumns: ['id'];
          },
        ];
      };
      profiles: {
        Row: {
          active: boolean;
          affiliate_id: string | null;
          alt_phone: string | null;
          avatar: string | null;
          created_at: string;
          email: string | null;
          first_login: boolean;
          first_name: string | null;
          id: string;
          job_description: string | null;
          last_name: string | null;
          last_organization: string | null;
          locale: string;
          new_email: string | null;
          partner_id: string | null;
          phone: string | null;
          role: number;
          time_zone: string;
          updated_at: string;
        };
        Insert: {
          active?: boolean;
          affiliate_id?: string | null;
          alt_phone?: string | null;
          avatar?: string | null;
          created_at?: string;
          email?: string | null;
          first_login?: boolean;
          first_name?: string | null;
          id: string;
          job_description?: string | null;
          last_name?: string | null;
          last_organization?: string | null;
          locale?: string;
          new_email?: string | null;
          partner_id?: string | null;
          phone?: string | null;
          role?: number;
          time_zone?: string;
          updated_at?: string;
        };
        Update: {
          active?: boolean;
          affiliate_id?: string | null;
          alt_phone?: string | null;
          avatar?: string | null;
          created_at?: string;
          email?: string | null;
          first_login?: boolean;
          first_name?: string | null;
          id?: string;
          job_description?: string | null;
          last_name?: string | null;
          last_organization?: string | null;
          locale?: string;
          new_email?: string | null;
          partner_id?: string | null;
          phone?: string | null;
          role?: number;
          time_zone?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'profiles_affiliate_id_fkey';
            columns: ['affiliate_id'];
            isOneToOne: false;
            referencedRelation: 'affiliates';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'profiles_last_organization_fkey';
            columns: ['last_organization'];
            isOneToOne: false;
            referencedRelation: 'organizations';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'profiles_partner_id_fkey';
            columns: ['partner_id'];
            isOneToOne: false;
            referencedRelation: 'partners';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'profiles_role_fkey';
            columns: ['role'];
            isOneToOne: false;
            referencedRelation: 'roles';
            referencedColumns: ['id'];
          },
        ];
      };
      proposals: {
        Row: {
          active: boolean;
          created_at: string;
          id: string;
          pricing_request_id: string;
          title: string | null;
          updated_at: string;
        };
        Insert: {
          active?: boolean;
          created_at?: string;
          id?: string;
          pricing_request_id: string;
          title?: string | null;
          updated_at?: string;
        };
        Update: {
          active?: boolean;
          created_at?: string;
          id?: string;
          pricing_request_id?: string;
          title?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'proposals_pricing_request_id_fkey';
            columns: ['pricing_request_id'];
            isOneToOne: false;
            referencedRelation: 'pricing_requests';
            referencedColumns: ['id'];
          },
        ];
      };
      record_history: {
        Row: {
          account_id: string | null;
          actor: string | null;
          actor_name: string | null;
          affiliate_id: string | null;
          changed_at: string;
          id: number;
          new_values: Json | null;
          old_values: Json | null;
          operation: string;
          organization_id: string | null;
          owner_id: string | null;
          parent_id: string | null;
          partner_id: string | null;
          profile_id: string | null;
          record_id: string;
          table_name: string;
        };
        Insert: {
          account_id?: string | null;
          actor?: string | null;
          actor_name?: string | null;
          affiliate_id?: string | null;
          changed_at?: string;
          id?: never;
          new_values?: Json | null;
          old_values?: Json | null;
          operation: string;
          organization_id?: string | null;
          owner_id?: string | null;
          parent_id?: string | null;
          partner_id?: string | null;
          profile_id?: string | null;
          record_id: string;
          table_name: string;
        };
        Update: {
          account_id?: string | null;
          actor?: string | null;
          actor_name?: string | null;
          affiliate_id?: string | null;
          changed_at?: string;
          id?: never;
          new_values?: Json | null;
          old_values?: Json | null;
          operation?: string;
          organization_id?: string | null;
          owner_id?: string | null;
          parent_id?: string | null;
          partner_id?: string | null;
          profile_id?: string | null;
          record_id?: string;
          table_name?: string;
        };
        Relationships: [];
      };
      retailers: {
        Row: {
          active: boolean;
          created_at: string;
          id: string;
          logo: string | null;
          name: string;
          phone: string | null;
          updated_at: string;
          website: string | null;
        };
        Insert: {
          active?: boolean;
          created_at?: string;
          id?: string;
          logo?: string | null;
          name: string;
          phone?: string | null;
          updated_at?: string;
          website?: string | null;
        };
        Update: {
          active?: boolean;
          created_at?: string;
          id?: string;
          logo?: string | null;
          name?: string;
          phone?: string | null;
          updated_at?: string;
          website?: string | null;
        };
        Relationships: [];
      };
      roles: {
        Row: {
          created_at: string;
          id: number;
          name: string;
        };
        Insert: {
          created_at?: string;
          id: number;
          name: string;
        };
        Update: {
          created_at?: string;
          id?: number;
          name?: string;
        };
        Relationships: [];
      };
      tasks: {
        Row: {
          account_id: string;
          assigned_to: string | null;
          created_at: string;
          created_by: string | null;
          description: string | null;
          due_date: string | null;
          id: string;
          organization_id: string;
          status: string;
          title: string;
          updated_at: string;
        };
        Insert: {
          account_id: string;
          assigned_to?: string | null;
          created_at?: string;
          created_by?: string | null;
          description?: string | null;
          due_date?: string | null;
          id?: string;
          organization_id?: string;
          status?: string;
          title: string;
          updated_at?: string;
        };
        Update: {
          account_id?: string;
          assigned_to?: string | null;
          created_at?: string;
          created_by?: string | null;
          description?: string | null;
          due_date?: string | null;
          id?: string;
          organization_id?: string;
          status?: string;
          title?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'tasks_account_id_fkey';
            columns: ['account_id'];
            isOneToOne: false;
            referencedRelation: 'accounts';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'tasks_assigned_to_fkey';
            columns: ['assigned_to'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'tasks_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'tasks_organization_id_fkey';
            columns: ['organization_id'];
            isOneToOne: false;
            referencedRelation: 'organizations';
            referencedColumns: ['id'];
          },
        ];
      };
      version_history: {
        Row: {
          created_at: string;
          description: string | null;
          force: boolean;
          id: number;
          version: string;
        };
        Insert: {
          created_at?: string;
          description?: string | null;
          force?: boolean;
          id?: never;
          version: string;
        };
        Update: {
          created_at?: string;
          description?: string | null;
          force?: boolean;
          id?: never;
          version?: string;
        };
        Relationships: [];
      };
    };
    Views: {
      pricing_requests_list: {
        Row: {
          account_active: boolean | null;
          account_id: string | null;
          account_name: string | null;
          active: boolean | null;
          commodity: string | null;
          created_at: string | null;
          id: string | null;
          name: string | null;
          organization_id: string | null;
          requested_start_date: string | null;
          sales_rep: string | null;
          total_volume: number | null;
          updated_at: string | null;
        };
        Relationships: [];
      };
    };
    Functions: {
      approve_registration: {
        Args: { param_profile: string; param_role: number; param_organization: string; param_partner?: string; param_affiliate?: string };
        Returns: {
          active: boolean;
          affiliate_id: string | null;
          alt_phone: string | null;
          avatar: string | null;
          created_at: string;
          email: string | null;
          first_login: boolean;
          first_name: string | null;
          id: string;
          job_description: string | null;
          last_name: string | null;
          last_organization: string | null;
          locale: string;
          new_email: string | null;
          partner_id: string | null;
          phone: string | null;
          role: number;
          time_zone: string;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'profiles';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      assign_regional_manager: {
        Args: { param_manager: string; param_partners: string[]; param_clear_others?: boolean };
        Returns: number;
      };
      bulk_delete: {
        Args: { target: string; ids: string[]; versions?: string[] };
        Returns: number;
      };
      bulk_update: {
        Args: { target: string; ids: string[]; changes: Json; versions?: string[] };
        Returns: number;
      };
      can_create_profile: {
        Args: { param_role: number; param_partner: string; param_affiliate: string; param_organization: string };
        Returns: boolean;
      };
      can_manage_organization: {
        Args: { param_org_id: string };
        Returns: boolean;
      };
      can_manage_profile: {
        Args: { param_profile: string };
        Returns: boolean;
      };
      cancel_email_change: {
        Args: never;
        Returns: undefined;
      };
      claim_idempotency_key: {
        Args: { param_function: string; param_caller: string; param_key: string; param_fingerprint: string };
        Returns: Json;
      };
      create_contract_from_submission: {
        Args: { param_submission_id: string };
        Returns: string;
      };
      dashboard_tiles: {
        Args: { today: string; estimated?: boolean; week_bounds?: string[] };
        Returns: Json;
      };
      expired_zips: {
        Args: { param_limit?: number };
        Returns: {
          name: string;
          created_at: string;
        }[];
      };
      find_duplicate_accounts: {
        Args: { param_account_id: string; param_limit?: number };
        Returns: {
          account_name: string;
          active: boolean;
          affiliate_id: string | null;
          business_type: string | null;
          contact_email: string | null;
          contact_first_name: string | null;
          contact_last_name: string | null;
          contact_phone: string | null;
          contact_title: string | null;
          created_at: string;
          created_by: string | null;
          id: string;
          notes: string | null;
          organization_id: string;
          partner_id: string | null;
          sales_rep: string | null;
          service_address: string | null;
          service_address_2: string | null;
          service_city: string | null;
          service_state: string | null;
          service_zip: string | null;
          signature_name: string | null;
          signature_path: string | null;
          signature_signed_at: string | null;
          signature_signed_by: string | null;
          signature_status: string | null;
          updated_at: string;
          updated_by: string | null;
          utility: string | null;
          utility_account_number: string | null;
        }[];
        SetofOptions: {
          from: '*';
          to: 'accounts';
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      finish_idempotency_key: {
        Args: {
          param_function: string;
          param_caller: string;
          param_key: string;
          param_fingerprint: string;
          param_status: number;
          param_body: string;
        };
        Returns: undefined;
      };
      get_assigned_profiles_for_active_pricing_requests: {
        Args: { param_type?: string };
        Returns: {
          active: boolean;
          affiliate_id: string | null;
          alt_phone: string | null;
          avatar: string | null;
          created_at: string;
          email: string | null;
          first_login: boolean;
          first_name: string | null;
          id: string;
          job_description: string | null;
          last_name: string | null;
          last_organization: string | null;
          locale: string;
          new_email: string | null;
          partner_id: string | null;
          phone: string | null;
          role: number;
          time_zone: string;
          updated_at: string;
        }[];
        SetofOptions: {
          from: '*';
          to: 'profiles';
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      get_organization_storage: {
        Args: { param_org_id: string };
        Returns: number;
      };
      get_organization_storage_breakdown: {
        Args: { param_org_id: string };
        Returns: {
          entity: string;
          bytes: number;
          objects: number;
        }[];
      };
      global_search: {
        Args: { term: string; kinds?: string[]; per_kind?: number };
        Returns: {
          kind: string;
          id: string;
          title: string;
          detail: string;
          active: boolean;
          more: boolean;
          pos: number;
        }[];
      };
      has_permission: {
        Args: { permission: string };
        Returns: boolean;
      };
      is_service_role: {
        Args: never;
        Returns: boolean;
      };
      merge_accounts: {
        Args: { param_keep_id: string; param_merge_id: string };
        Returns: Json;
      };
      my_permissions: {
        Args: never;
        Returns: string[];
      };
      pending_registrations: {
        Args: never;
        Returns: {
          active: boolean;
          affiliate_id: string | null;
          alt_phone: string | null;
          avatar: string | null;
          created_at: string;
          email: string | null;
          first_login: boolean;
          first_name: string | null;
          id: string;
          job_description: string | null;
          last_name: string | null;
          last_organization: string | null;
          locale: string;
          new_email: string | null;
          partner_id: string | null;
          phone: string | null;
          role: number;
          time_zone: string;
          updated_at: string;
        }[];
        SetofOptions: {
          from: '*';
          to: 'profiles';
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      release_idempotency_key: {
        Args: { param_function: string; param_caller: string; param_key: string; param_fingerprint: string };
        Returns: undefined;
      };
      search_accounts: {
        Args: { term: string };
        Returns: {
          account_name: string;
          active: boolean;
          affiliate_id: string | null;
          business_type: string | null;
          contact_email: string | null;
          contact_first_name: string | null;
          contact_last_name: string | null;
          contact_phone: string | null;
          contact_title: string | null;
          created_at: string;
          created_by: string | null;
          id: string;
          notes: string | null;
          organization_id: string;
          partner_id: string | null;
          sales_rep: string | null;
          service_address: string | null;
          service_address_2: string | null;
          service_city: string | null;
          service_state: string | null;
          service_zip: string | null;
          signature_name: string | null;
          signature_path: string | null;
          signature_signed_at: string | null;
          signature_signed_by: string | null;
          signature_status: string | null;
          updated_at: string;
          updated_by: string | null;
          utility: string | null;
          utility_account_number: string | null;
        }[];
        SetofOptions: {
          from: '*';
          to: 'accounts';
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      search_pricing_requests: {
        Args: { term: string; commodity?: string; active?: boolean; account_active?: boolean; account_id?: string; sales_rep?: string };
        Returns: {
          account_active: boolean | null;
          account_id: string | null;
          account_name: string | null;
          active: boolean | null;
          commodity: string | null;
          created_at: string | null;
          id: string | null;
          name: string | null;
          organization_id: string | null;
          requested_start_date: string | null;
          sales_rep: string | null;
          total_volume: number | null;
          updated_at: string | null;
        }[];
        SetofOptions: {
          from: '*';
          to: 'pricing_requests_list';
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      take_mail_slot: {
        Args: { param_addresses: string[]; param_budget?: string };
        Returns: number;
      };
      take_request_slot: {
        Args: { param_action: string; param_address: string; param_client: string };
        Returns: number;
      };
      user_permissions: {
        Args: { param_user: string };
        Returns: {
          permission: string;
          source: string;
        }[];
      };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    keyof (DefaultSchema['Tables'] & DefaultSchema['Views']) | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums'] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes'] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  public: {
    Enums: {},
  },
} as const;
